import type { ElementType } from 'react';
import './rich-html.css';

/**
 * Rich text from the question bank. Only for the server's stem, option, explanation, material
 * and reference-answer fields, which the server sanitises when questions are imported; never
 * for anything a user typed. Add the class `rich-html` for block text (line height, images).
 */
export function RichHtml({
  html,
  className,
  as: Tag = 'div',
}: {
  html: string;
  className?: string;
  as?: ElementType;
}) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
