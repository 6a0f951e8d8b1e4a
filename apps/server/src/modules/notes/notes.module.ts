import type { FastifyInstance } from 'fastify';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import type { TNoteSourcePorts } from './note-sources';
import { createNotebooksRepository } from './notebooks.repository';
import { createNotebooksService } from './notebooks.service';
import { createNoteLinks, type TLessonCourses } from './note-links';
import { createNotesRepository } from './notes.repository';
import { createNotesService } from './notes.service';
import { registerNotesRoutes } from './notes.routes';

/** A user's notes on every kind of content; each source kind is checked through its port. */
export function createNotesModule(
  { database, now }: TPlatform,
  deps: { sources: TNoteSourcePorts; lessonCourses?: TLessonCourses },
) {
  const repository = createNotesRepository(database.db);
  const withLinks = createNoteLinks(deps.lessonCourses);
  const notes = createNotesService({ notes: repository, sources: deps.sources, now, withLinks });
  const notebooks = createNotebooksService({
    notebooks: createNotebooksRepository(database.db),
    notes: repository,
    now,
    withLinks,
  });
  return {
    notes,
    /**
     * The question bank's notes (one per question as it shows them), kept in this model: the
     * question bank checks the question itself before it writes.
     */
    questionNotes: {
      textOf: (userId: number, questionId: number) =>
        repository.questionNoteText(userId, questionId),
      textsOf: (userId: number, questionIds: number[]) =>
        repository.questionNoteTexts(userId, questionIds),
      save: (userId: number, questionId: number, text: string, at: Date) =>
        repository.saveQuestionNote(userId, questionId, text, at),
    },
    register(app: FastifyInstance, calls: TCallDeps) {
      registerNotesRoutes(app, { ...calls, notes, notebooks });
    },
  };
}
