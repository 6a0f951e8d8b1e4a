import { lazy, Suspense, useEffect, useState } from 'react';
import { resumeAfterLogin, useAccessDialog } from '../../lib/access-dialog';
import { useSession } from '../../lib/session-store';

// The dialog (and its antd parts) loads when it is first wanted.
const AccessDialog = lazy(() =>
  import('../../components/access/access-dialog').then((module) => ({
    default: module.AccessDialog,
  })),
);

/** Mounts the one 获取授权 dialog once it is wanted; reopens it after a login it asked for. */
export function AccessDialogHost() {
  const dialog = useAccessDialog();
  const isLogined = useSession((state) => state.isLogined);
  const [hasLoaded, setHasLoaded] = useState(dialog !== null);
  if (dialog !== null && !hasLoaded) setHasLoaded(true);
  useEffect(() => {
    if (isLogined) resumeAfterLogin();
  }, [isLogined]);
  if (!hasLoaded) return null;
  return (
    <Suspense fallback={null}>
      <AccessDialog open={dialog !== null} locked={dialog?.locked} />
    </Suspense>
  );
}
