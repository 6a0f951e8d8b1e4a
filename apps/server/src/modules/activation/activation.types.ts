import type { TDb } from '../../platform/db/database';
import type { createRedeemActivation } from './redeem-activation';

// The activation module's types other modules name: the book module redeems book codes and
// unlocks their books through these.

/** What unlocking a book answers (the book module's rule, in the code's transaction). */
export type TBookUnlock = { bookId: number; title: string; unlocked: boolean };

/** The port through which a book code unlocks its book: the book module writes the unlock. */
export type TUnlockBook = (
  tx: TDb,
  userId: number,
  bookId: number,
  at: Date,
) => Promise<TBookUnlock>;

export type TRedeemActivation = ReturnType<typeof createRedeemActivation>;
