import type { TCandidate } from './exam-types';

// The exam room login, remembered per exam for this tab (sessionStorage, like the real
// system: a new browser logs in again). The server is the authority: 4803 forgets it.

export type TRoomLogin = { candidate: TCandidate; examTitle: string };

const keyOf = (examId: number) => `yzfk.exam.room.${examId}`;

/** Remembers the room login of an exam. */
export function rememberRoomLogin(examId: number, login: TRoomLogin): void {
  try {
    sessionStorage.setItem(keyOf(examId), JSON.stringify(login));
  } catch {
    // Storage full or refused: the server still knows the login.
  }
}

/** The remembered room login of an exam, if any. */
export function readRoomLogin(examId: number): TRoomLogin | null {
  try {
    const text = sessionStorage.getItem(keyOf(examId));
    const value = text ? (JSON.parse(text) as Partial<TRoomLogin>) : null;
    return value?.candidate && typeof value.examTitle === 'string' ? (value as TRoomLogin) : null;
  } catch {
    return null;
  }
}

/** Forgets the room login of an exam (the server asked for a new one). */
export function forgetRoomLogin(examId: number): void {
  try {
    sessionStorage.removeItem(keyOf(examId));
  } catch {
    // Nothing to forget.
  }
}
