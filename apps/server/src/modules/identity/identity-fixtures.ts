import { readFileSync, existsSync } from 'node:fs';
import { loginPhoneCall, sendCodeCall } from '@yzfk/contract/calls/auth-login';
import type { TCallData } from '@yzfk/contract/call';
import { createAuthorisationRepository } from './authorisation.repository';
import { createUserRepository } from './user.repository';
import type { TTestApp } from '../../test-app';
import { callContractOk } from '../../platform/testing/call-contract';

// The identity fixtures API tests share: users logged in by SMS code, organisations and
// authorisations set up in the database.

type TLogin = TCallData<typeof loginPhoneCall>;

/** A user logged in by phone: the login's tokens and the phone it used. */
export type TTestUser = TLogin & { phone: string };

/** The newest code the log SMS provider wrote to an outbox file for a phone. */
export function lastCodeFor(outbox: string, phone: string): string {
  if (!existsSync(outbox)) throw new Error('no SMS was sent');
  const lines = readFileSync(outbox, 'utf8').trim().split('\n');
  const mine = lines
    .map((line) => JSON.parse(line) as { phone: string; code: string })
    .filter((sms) => sms.phone === phone);
  const last = mine.at(-1);
  if (!last) throw new Error(`no SMS was sent to ${phone}`);
  return last.code;
}

// Phones loginUser makes up: 199… numbers, which no test writes out (tests name theirs 13…).
let madeUpPhones = 0;

/** A phone number no other loginUser call of this test file has used. */
export function newTestPhone(): string {
  madeUpPhones += 1;
  return `1990000${String(madeUpPhones).padStart(4, '0')}`;
}

/**
 * Logs a user in by SMS code from a fresh web session: the phone given (another session of the
 * same user; mind the 60 s resend interval on the app's clock), or a new user's phone.
 */
export async function loginUser(t: TTestApp, phone = newTestPhone()): Promise<TTestUser> {
  const { token } = await t.webToken();
  await callContractOk(t, sendCodeCall, { phone }, { token });
  const code = lastCodeFor(t.smsOutbox, phone);
  const login = await callContractOk(t, loginPhoneCall, { phone, code }, { token });
  return { ...login, phone };
}

/** An organisation of the demo site with IP ranges and a unit authorisation of `days`. */
export async function createOrganisation(
  t: TTestApp,
  unitName: string,
  ipRanges: string[],
  days = 365,
) {
  const auths = createAuthorisationRepository(t.deps.database.db);
  const organisation = await auths.createOrganisation({ siteId: 1, unitName, ipRanges });
  const authorisation = await auths.grant({
    siteId: 1,
    authType: 2,
    organisationId: organisation.id,
    name: unitName,
    expiresAt: new Date(Date.now() + days * 86_400_000),
  });
  return { organisation, authorisation };
}

/** A personal authorisation for the phone's user (created if needed). */
export async function grantPersonal(t: TTestApp, phone: string, name: string, days = 365) {
  const user = await createUserRepository(t.deps.database.db).findOrCreateByPhone(1, phone);
  return createAuthorisationRepository(t.deps.database.db).grant({
    siteId: 1,
    authType: 1,
    userId: user.id,
    name,
    expiresAt: new Date(Date.now() + days * 86_400_000),
  });
}
