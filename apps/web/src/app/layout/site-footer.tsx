import { PRODUCT_NAME, PRODUCT_VERSION } from '@yzfk/contract/constants';
import { lazy, Suspense, useState } from 'react';
import { SITE_CONFIG } from '../../config/site';
import { aboutPageHref } from '../../lib/about-links';
import type { TAgreementKind } from './agreement-dialog';

// The dialog (and antd's Modal) loads only when a visitor opens an agreement.
const AgreementDialog = lazy(() =>
  import('./agreement-dialog').then((module) => ({ default: module.AgreementDialog })),
);

/**
 * The site footer: the agreements (opened as dialogs, each with a link to its page), the
 * disclaimer (the server's plain page), copyright and the record numbers.
 */
export function SiteFooter() {
  const [open, setOpen] = useState<TAgreementKind | undefined>();
  const [hasOpened, setHasOpened] = useState(false);
  const show = (kind: TAgreementKind) => {
    setOpen(kind);
    setHasOpened(true);
  };

  return (
    <footer className="site-footer">
      <nav className="site-footer__links" aria-label="协议与政策">
        <button type="button" className="site-footer__link" onClick={() => show('service')}>
          用户服务协议
        </button>
        <span aria-hidden="true">|</span>
        <button type="button" className="site-footer__link" onClick={() => show('privacy')}>
          隐私政策
        </button>
        <span aria-hidden="true">|</span>
        <a className="site-footer__link" href={aboutPageHref('disclaimer')}>
          免责声明
        </a>
      </nav>
      <p>
        {SITE_CONFIG.copyright} · {PRODUCT_NAME} v{PRODUCT_VERSION}
      </p>
      <p className="site-footer__records">
        <a href={SITE_CONFIG.icpRecord.href} target="_blank" rel="noreferrer">
          {SITE_CONFIG.icpRecord.text}
        </a>
        <a href={SITE_CONFIG.policeRecord.href} target="_blank" rel="noreferrer">
          {SITE_CONFIG.policeRecord.text}
        </a>
      </p>
      {hasOpened && (
        <Suspense fallback={null}>
          <AgreementDialog kind={open} onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
    </footer>
  );
}
