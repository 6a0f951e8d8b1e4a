import { createHmac, timingSafeEqual } from 'node:crypto';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';

/** How long the proof of holding the current phone lasts. */
export const PHONE_TICKET_SECONDS = 600;

/** Signed, short-lived proof that a user just confirmed the current phone (checkuserphone). */
export function createPhoneTickets(secret: string, now: () => Date) {
  const sign = (payload: string) =>
    createHmac('sha256', `${secret}:phone-ticket`).update(payload).digest('base64url');
  return {
    issue(userId: number): string {
      const payload = `${userId}.${Math.floor(now().getTime() / 1000) + PHONE_TICKET_SECONDS}`;
      return `${payload}.${sign(payload)}`;
    },

    /** 4109 unless the ticket is ours, for this user, and unexpired. */
    check(ticket: string, userId: number): void {
      const [user, expires, signature = ''] = ticket.split('.');
      const expected = Buffer.from(sign(`${user}.${expires}`));
      const given = Buffer.from(signature);
      const genuine = given.length === expected.length && timingSafeEqual(given, expected);
      if (!genuine || Number(user) !== userId || Number(expires) * 1000 <= now().getTime()) {
        throw new AppError(E.ticketInvalid);
      }
    },
  };
}

export type TPhoneTickets = ReturnType<typeof createPhoneTickets>;
