import { LockOutlined } from '@ant-design/icons';
import type { TBank } from '@yzfk/contract/calls/tiku';

/**
 * The bank selector: a radio group of banks with their question counts. A paid bank the user
 * may not practise is marked 需授权; it can still be opened to see what it holds.
 */
export function BankPicker({
  banks,
  value,
  onChange,
}: {
  banks: TBank[];
  value: number | null;
  onChange: (bankId: number) => void;
}) {
  return (
    <div role="radiogroup" aria-label="题库" className="tiku-banks">
      {banks.map((bank) => {
        const locked = !bank.accessible;
        const checked = bank.id === value;
        return (
          <button
            key={bank.id}
            type="button"
            role="radio"
            aria-checked={checked}
            title={bank.description ?? undefined}
            className={`tiku-bank${checked ? ' tiku-bank--on' : ''}${locked ? ' tiku-bank--locked' : ''}`}
            onClick={() => {
              if (!checked) onChange(bank.id);
            }}
          >
            <span className="tiku-bank__name">{bank.name}</span>
            <span className="tiku-bank__meta">
              {bank.questionCount} 题{bank.isFree ? ' · 免费' : ''}
              {bank.isSample ? ' · 示例' : ''}
            </span>
            {locked ? (
              <span className="tiku-bank__lock">
                <LockOutlined aria-hidden /> 需授权
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
