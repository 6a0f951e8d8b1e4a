import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { IdentityDialogHost } from './identity-dialog-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site-layout.css';

/** The shared layout of most pages: header with the server's menu, the page, the footer. */
export function SiteLayout() {
  return (
    <Layout className="site-layout">
      <SiteHeader />
      <Layout.Content className="site-layout__main">
        <Outlet />
      </Layout.Content>
      <SiteFooter />
      <IdentityDialogHost />
    </Layout>
  );
}
