import type { TNoteSource } from '@yzfk/contract/calls/notes';
import type { TAuth } from '../../platform/http/auth';

/**
 * What a source module answers about one of its items for a note: it does not exist, the
 * session may not read it, or it may (with, for timed media, the largest order a note may have,
 * and the item's 法考 subject: a syllabus subject name, absent or '' when it has none).
 */
export type TSourceReadability =
  | { status: 'missing' }
  | { status: 'locked' }
  | { status: 'readable'; maxOrder?: number; subject?: string };

/**
 * A port per source kind, injected at wiring: modules.ts adapts each source module's service.
 * It gets the note's anchor too, for kinds whose items have parts (a law's articles).
 */
export type TNoteSourcePort = (
  auth: TAuth,
  sourceId: number,
  anchor: string,
) => Promise<TSourceReadability>;

export type TNoteSourcePorts = Partial<Record<TNoteSource, TNoteSourcePort>>;
