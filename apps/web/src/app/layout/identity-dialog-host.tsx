import { lazy, Suspense, useState } from 'react';
import { useIdentityDialog } from '../../lib/identity-dialog';
import { useSession } from '../../lib/session-store';

// The identity dialogs (and their antd parts) load when one is first needed.
const IdentityDialogs = lazy(() =>
  import('../../features/identity/components/identity-dialogs').then((module) => ({
    default: module.IdentityDialogs,
  })),
);

/** Mounts the login, select-platform and select-organisation dialogs once one is wanted. */
export function IdentityDialogHost() {
  const dialog = useIdentityDialog();
  const isSelectOrg = useSession((state) => state.isSelectOrg && state.isLogined);
  const wanted = dialog !== null || isSelectOrg;
  const [hasLoaded, setHasLoaded] = useState(wanted);
  if (wanted && !hasLoaded) setHasLoaded(true);
  if (!hasLoaded) return null;
  return (
    <Suspense fallback={null}>
      <IdentityDialogs />
    </Suspense>
  );
}
