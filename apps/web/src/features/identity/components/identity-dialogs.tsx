import { useIdentityDialog } from '../../../lib/identity-dialog';
import { useSession } from '../../../lib/session-store';
import { LoginDialog } from './login-dialog';
import { SelectOrgDialog } from './select-org-dialog';
import { SelectPlatformDialog } from './select-platform-dialog';

/** The identity dialogs the app mounts once: login, select platform, select organisation. */
export function IdentityDialogs() {
  const dialog = useIdentityDialog();
  const isSelectOrg = useSession((state) => state.isSelectOrg && state.isLogined);
  return (
    <>
      <LoginDialog open={dialog?.kind === 'login'} />
      <SelectPlatformDialog open={dialog?.kind === 'selectPlatform'} />
      <SelectOrgDialog open={isSelectOrg} />
    </>
  );
}
