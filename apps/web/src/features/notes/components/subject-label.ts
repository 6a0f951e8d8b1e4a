import { NOTE_SUBJECT_NONE } from '@yzfk/contract/calls/note-tags';

/** How a subject filter value reads: the notes whose source has no subject are 未归科目. */
export function subjectLabel(subject: string): string {
  return subject === NOTE_SUBJECT_NONE ? '未归科目' : subject;
}
