import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { listNoteSubjectsCall } from '@yzfk/contract/calls/note-tags';
import { api } from '../../../lib/api';
import { notesKeys } from './query-keys';

export type TNoteSubjectList = TCallData<typeof listNoteSubjectsCall>;

/** Fetches the subjects I have notes in, with their counts. */
export function listNoteSubjects(): Promise<TNoteSubjectList> {
  return api.call(listNoteSubjectsCall, {});
}

/** Query options of my notes' subjects. */
export function listNoteSubjectsQueryOptions() {
  return queryOptions({ queryKey: notesKeys.subjects(), queryFn: listNoteSubjects });
}

/** The subjects I have notes in (the subject filter). */
export function useNoteSubjects() {
  return useQuery(listNoteSubjectsQueryOptions());
}
