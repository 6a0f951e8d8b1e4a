import { useIdentityDialog } from '../../../lib/identity-dialog';

/** Shows which identity dialog a page asked for, so tests can see "please log in". */
export function DialogProbe() {
  const dialog = useIdentityDialog();
  return <output aria-label="identity dialog">{dialog?.kind ?? 'none'}</output>;
}
