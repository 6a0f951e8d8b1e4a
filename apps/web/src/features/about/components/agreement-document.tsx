import type { TAgreement } from '@yzfk/contract/about/agreement-types';
import './agreement-document.css';

export type TAgreementDocumentProps = {
  agreement: TAgreement;
  /** Heading level of the title: 1 on its own page, 2 inside a dialog with its own title. */
  level?: 1 | 2;
  /** Hide the title when a dialog already shows it. */
  hideTitle?: boolean;
};

/** Renders an agreement (title, introduction and numbered sections) as readable text. */
export function AgreementDocument({
  agreement,
  level = 1,
  hideTitle = false,
}: TAgreementDocumentProps) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <article className="agreement-document" aria-label={agreement.title}>
      {!hideTitle && <Title className="agreement-document__title">{agreement.title}</Title>}
      {agreement.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {agreement.sections.map((section) => (
        <section key={section.heading}>
          <h3 className="agreement-document__heading">{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
