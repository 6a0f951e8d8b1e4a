import type { TCompareSpan } from '@yzfk/contract/calls/law-compare';

/**
 * One paragraph of one side with its changes: deleted words in <del>, inserted in <ins>, each
 * also struck through or underlined and announced by a hidden word, so that the change does not
 * depend on colour alone.
 */
export function CompareText({ spans }: { spans: TCompareSpan[] }) {
  return (
    <>
      {spans.map((span, index) =>
        span.change === 'del' ? (
          <del key={index} className="law-diff law-diff--del">
            <span className="visually-hidden">［删除］</span>
            {span.text}
          </del>
        ) : span.change === 'ins' ? (
          <ins key={index} className="law-diff law-diff--ins">
            <span className="visually-hidden">［新增］</span>
            {span.text}
          </ins>
        ) : (
          <span key={index}>{span.text}</span>
        ),
      )}
    </>
  );
}
