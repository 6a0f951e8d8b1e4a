import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './agreement-page.css';

export type TAgreementPageProps = {
  children: ReactNode;
  other: { to: string; label: string };
};

/** The frame of the two agreement pages: the text on a sheet and a link to the other one. */
export function AgreementPage({ children, other }: TAgreementPageProps) {
  return (
    <div className="agreement-page">
      <div className="agreement-page__sheet">{children}</div>
      <p className="agreement-page__other">
        另请阅读：<Link to={other.to}>{other.label}</Link>
      </p>
    </div>
  );
}
