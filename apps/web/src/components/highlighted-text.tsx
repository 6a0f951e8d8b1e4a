import type { TSnippetPart } from '@yzfk/contract/calls/law';
import './highlighted-text.css';

/** Text with its matched parts in <mark>. */
export function HighlightedText({ parts }: { parts: TSnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.hit ? (
          <mark key={index} className="text-hit">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
