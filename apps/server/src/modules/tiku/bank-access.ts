import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import type { TAuthorisation } from '../identity/login.service';
import { requireUser, type TAuth, type TAuthSession } from '../../platform/http/auth';

type TDeps = {
  /** The valid authorisations a session reads under (the login service's rule). */
  authsOf: (session: TAuthSession) => Promise<TAuthorisation[]>;
};

/** Who may practise what: free banks for every user, the others with an authorisation. */
export function createBankAccess(deps: TDeps) {
  return {
    /** The session's user id; 4106 (请先登录) for anonymous and unit-only sessions. */
    requireUser,

    /** Whether the session holds a valid authorisation (so paid banks are open to it). */
    async isAuthorised(auth: TAuth): Promise<boolean> {
      return (await deps.authsOf(auth.session)).length > 0;
    },

    /** 5006 (无权限阅读) when the bank is not free and the session holds no authorisation. */
    async assertCanRead(auth: TAuth, bank: { isFree: boolean }): Promise<void> {
      if (bank.isFree) return;
      if (!(await this.isAuthorised(auth))) throw new AppError(E.noPermission);
    },
  };
}

export type TBankAccess = ReturnType<typeof createBankAccess>;
