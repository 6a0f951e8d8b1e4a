import type { TAuthEntry } from '@yzfk/contract/calls/identity-fields';
import type { TLoginResult } from '@yzfk/contract/calls/auth-login';
import type { TTokenPair } from '@yzfk/contract/calls/auth';
import type { TAuthorisation } from './authorisation.repository';

/** An authorisation as the spec's entry: unitName and (spelled so) exiredTime. */
export function toAuthEntry(authorisation: TAuthorisation): TAuthEntry {
  return {
    authId: authorisation.id,
    authType: authorisation.authType,
    unitName: authorisation.name,
    exiredTime: authorisation.expiresAt.toISOString(),
  };
}

/** The spec's login response for a new or changed session. */
export function toLoginResult(input: {
  pair: TTokenPair;
  loginType: number;
  ip: string;
  nickname: string;
  auths: TAuthorisation[];
}): TLoginResult {
  return {
    ...input.pair,
    loginType: input.loginType,
    ip: input.ip,
    isAuth: input.auths.length > 0,
    nickname: input.nickname,
    tokenExpiredType: 1,
    auths: input.auths.map(toAuthEntry),
  };
}

/** The authorisation a new session reads under: the one that lasts longest. */
export function defaultAuthorisation(auths: TAuthorisation[]): TAuthorisation | undefined {
  return [...auths].sort((a, b) => b.expiresAt.getTime() - a.expiresAt.getTime())[0];
}
