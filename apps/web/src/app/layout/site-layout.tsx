import { Outlet } from 'react-router';
import { AccessDialogHost } from './access-dialog-host';
import { IdentityDialogHost } from './identity-dialog-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site-layout.css';

/**
 * The shared layout of most pages: header with the server's menu, the page, the footer. Plain
 * elements rather than antd's Layout, which would bring its Sider to every first page.
 */
export function SiteLayout() {
  return (
    <div className="site-layout">
      <SiteHeader />
      <main className="site-layout__main">
        <Outlet />
      </main>
      <SiteFooter />
      <IdentityDialogHost />
      <AccessDialogHost />
    </div>
  );
}
