import { Alert } from 'antd';
import type { ReactNode } from 'react';
import './catalogue.css';

// The parts of an item's page in a catalogue (a book, a course): the head with its cover and
// facts, the notice of a locked item, and the titled sections below.

/** The head: cover beside the title, 收藏, tags, facts, my progress and the actions. */
export function DetailHead({
  label,
  className,
  cover,
  title,
  star,
  tags,
  facts,
  progress,
  actions,
}: {
  /** What the head is read out as (图书信息, 课程信息). */
  label: string;
  /** The feature's class, for the layout of cover and facts. */
  className: string;
  cover: ReactNode;
  title: string;
  star?: ReactNode;
  tags: ReactNode;
  facts: [term: string, value: ReactNode][];
  progress?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className={`catalogue-detail__head ${className}`} aria-label={label}>
      {cover}
      <div className="catalogue-detail__info">
        <h1 className="catalogue-title">{title}</h1>
        {star}
        <p className="catalogue-detail__tags">{tags}</p>
        <dl className="catalogue-detail__facts">
          {facts.map(([term, value]) => (
            <div key={term} className="catalogue-detail__fact">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {progress}
        {actions ? <div className="catalogue-detail__actions">{actions}</div> : null}
      </div>
    </section>
  );
}

/** A locked item: what unlocks it; the page stays browsable below. */
export function LockedNotice({
  label,
  title,
  description,
  action,
}: {
  label: string;
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      role="region"
      aria-label={label}
      title={title}
      description={description}
      action={action}
    />
  );
}

/** A titled section of the page (简介, 目录); the title names the section for screen readers. */
export function DetailSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="catalogue-section" aria-labelledby={id}>
      <h2 id={id} className="catalogue-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
