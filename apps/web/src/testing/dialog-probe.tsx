import { useAccessDialog } from '../lib/access-dialog';
import { useIdentityDialog } from '../lib/identity-dialog';

/**
 * Shows which identity dialog a page asked for, and what the 获取授权 dialog was opened for,
 * so tests can see "please log in" and "get access".
 */
export function DialogProbe() {
  const dialog = useIdentityDialog();
  const access = useAccessDialog();
  return (
    <>
      <output aria-label="identity dialog">{dialog?.kind ?? 'none'}</output>
      <output aria-label="access dialog">{access ? (access.locked ?? '') : 'none'}</output>
    </>
  );
}
