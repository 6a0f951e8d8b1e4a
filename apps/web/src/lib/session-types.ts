import type { TTokenPair } from '@yzfk/contract/calls/auth';

// The shapes of the stored session, shared by the store and its persistence.

/** One authorisation of a user (spec section 3), expiry shown as YYYY-MM-DD. */
export type TUserAuth = {
  unitName?: string;
  expiredTime?: string;
};

/** The user info the spec lists (section 3); the login issue fills it from /flks/auth/userinfo. */
export type TUserInfo = {
  authType?: number;
  unitName?: string;
  userName?: string;
  nickName?: string;
  headerlogo?: string;
  phone?: string;
  loginType?: number;
  wxBind?: boolean;
  wxNickName?: string;
  latestLoginIP?: string;
  lastestLoginTime?: string;
  expiredTime?: string;
  isSingleAuth?: boolean;
  authNames?: TUserAuth[];
  state?: number;
};

/** The stored session (spec section 3 "Stored session"). */
export type TSessionState = {
  token: string;
  refreshToken: string;
  isLogined: boolean;
  isAuthed: boolean;
  isSelectOrg: boolean;
  /** When the tokens were last stored, as YYYY/MM/DD-HH:mm:ss. */
  stamp: string;
  userInfo: TUserInfo | null;
};

/** Where the session lives between page loads; the cookie implementation is the default. */
export type TSessionPersistence = {
  load: () => Partial<TSessionState>;
  /** Stores the state; `tokenLifetimeDays` is set when the access token was just issued. */
  save: (state: TSessionState, tokenLifetimeDays?: number) => void;
  clear: () => void;
};

export type TSessionFlags = Partial<Pick<TSessionState, 'isLogined' | 'isAuthed' | 'isSelectOrg'>>;

export type TSessionStore = {
  getState: () => TSessionState;
  subscribe: (listener: () => void) => () => void;
  setTokens: (pair: TTokenPair) => void;
  setFlags: (flags: TSessionFlags) => void;
  setUserInfo: (userInfo: TUserInfo | null) => void;
  /** Logout or token deletion: flags false, tokens and saved user info cleared. */
  deleteToken: () => void;
};

export const EMPTY_SESSION: TSessionState = {
  token: '',
  refreshToken: '',
  isLogined: false,
  isAuthed: false,
  isSelectOrg: false,
  stamp: '',
  userInfo: null,
};
