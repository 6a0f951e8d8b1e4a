import { readFileSync, existsSync } from 'node:fs';
import { createAuthorisationRepository } from './authorisation.repository';
import { createUserRepository } from './user.repository';
import type { TTestApp } from '../../test-app';

type TLogin = {
  token: string;
  refreshToken: string;
  auths: { authId: number; unitName: string }[];
};

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

/** Sends a login code to a phone and logs in with it from a fresh web session. */
export async function loginByPhone(t: TTestApp, outbox: string, phone: string): Promise<TLogin> {
  const { token } = await t.webToken();
  const sent = await t.call('/flks/auth/sendcode', { phone }, { token });
  if (!sent.envelope.success) throw new Error(`sendcode failed: ${sent.envelope.msg}`);
  const { envelope } = await t.call<TLogin>(
    '/flks/auth/login/phone',
    { phone, code: lastCodeFor(outbox, phone) },
    { token },
  );
  if (!envelope.success) throw new Error(`login failed: ${envelope.msg}`);
  return envelope.data;
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
