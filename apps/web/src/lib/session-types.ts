import type { TTokenPair } from '@yzfk/contract/calls/auth';
import type { TUserInfo as TUserInfoData } from '@yzfk/contract/calls/auth-user';
import type { TAuthEntry } from '@yzfk/contract/calls/identity-fields';

// The shapes of the stored session, shared by the store and its persistence.

/**
 * The user info of spec section 3 as far as it is known: a login result fills part of it,
 * /flks/auth/userinfo the rest.
 */
export type TUserInfo = Partial<TUserInfoData>;

/** The stored session (spec section 3 "Stored session"). */
export type TSessionState = {
  token: string;
  refreshToken: string;
  isLogined: boolean;
  isAuthed: boolean;
  /** On while a unit user still has to choose one of several organisations. */
  isSelectOrg: boolean;
  /** The organisations an IP login may choose among (login type 2 with several units). */
  orgChoices: TAuthEntry[];
  /** When the tokens were last stored, as YYYY/MM/DD-HH:mm:ss. */
  stamp: string;
  userInfo: TUserInfo | null;
};

/** How the tokens just stored were issued: their lifetime, and whether by a login. */
export type TTokenIssue = {
  lifetimeDays: number;
  /** True for a login result: the multiple-login cookie is written too. */
  isLogin: boolean;
};

/** Where the session lives between page loads; the cookie implementation is the default. */
export type TSessionPersistence = {
  load: () => Partial<TSessionState>;
  /** Stores the state; `issue` is set when the access token was just issued. */
  save: (state: TSessionState, issue?: TTokenIssue) => void;
  clear: () => void;
};

export type TSessionFlags = Partial<Pick<TSessionState, 'isLogined' | 'isAuthed' | 'isSelectOrg'>>;

export type TSetTokensOptions = {
  /** The pair comes from a login (phone, IP, WeChat, change, bind phone). */
  isLogin?: boolean;
};

export type TSessionStore = {
  getState: () => TSessionState;
  subscribe: (listener: () => void) => () => void;
  setTokens: (pair: TTokenPair, options?: TSetTokensOptions) => void;
  setFlags: (flags: TSessionFlags) => void;
  setUserInfo: (userInfo: TUserInfo | null) => void;
  setOrgChoices: (choices: TAuthEntry[]) => void;
  /** Logout or token deletion: flags false, tokens and saved user info cleared. */
  deleteToken: () => void;
  /** Reads the saved session again: another tab of this browser may have replaced it. */
  reload: () => void;
};

export const EMPTY_SESSION: TSessionState = {
  token: '',
  refreshToken: '',
  isLogined: false,
  isAuthed: false,
  isSelectOrg: false,
  orgChoices: [],
  stamp: '',
  userInfo: null,
};
