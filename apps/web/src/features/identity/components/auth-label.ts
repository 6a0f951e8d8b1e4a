import type { TAuthEntry } from '@yzfk/contract/calls/identity-fields';

/** The name under which an authorisation is shown. */
export function authLabelOf(auth: TAuthEntry): string {
  return auth.authType === 2 ? auth.unitName : auth.unitName || '个人授权';
}
