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
import { createNoteTagsRepository } from './note-tags.repository';
import { registerNoteTagsRoutes } from './note-tags.routes';
import { createNoteTagsService } from './note-tags.service';
import { createWithTags } from './note-with-tags';
import { createLawNotesRepository } from './law-notes.repository';
import { moveLawNotes, type TLawMove } from './move-law-notes';
import { createNotesOnLaw } from './notes-on-law';

/** A user's notes on every kind of content; each source kind is checked through its port. */
export function createNotesModule(
  { database, now }: TPlatform,
  deps: { sources: TNoteSourcePorts; lessonCourses?: TLessonCourses },
) {
  const repository = createNotesRepository(database.db);
  const tags = createNoteTagsRepository(database.db);
  const withLinks = createNoteLinks(deps.lessonCourses);
  const withTags = createWithTags(tags);
  const notes = createNotesService({
    notes: repository,
    sources: deps.sources,
    now,
    withLinks,
    withTags,
    tags,
  });
  const notebooks = createNotebooksService({
    notebooks: createNotebooksRepository(database.db),
    notes: repository,
    now,
    withLinks,
    withTags,
  });
  const noteTags = createNoteTagsService({ tags, sources: deps.sources });
  const lawNotes = createLawNotesRepository(database.db);
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
      save: (userId: number, questionId: number, text: string, at: Date, subject: string) =>
        repository.saveQuestionNote(userId, questionId, text, at, subject),
    },
    /** Notes on laws: per article for the law page, and moved when a law gives way to another. */
    lawNotes: {
      /** Moves every user's notes on each old law to the new one, at the mapped article. */
      move: (moves: TLawMove[]) => moveLawNotes(lawNotes, moves),
      /** A user's notes on a law's articles (the law page's 我的笔记 badges and panel). */
      ...createNotesOnLaw(lawNotes),
    },
    register(app: FastifyInstance, calls: TCallDeps) {
      registerNotesRoutes(app, { ...calls, notes, notebooks });
      registerNoteTagsRoutes(app, { ...calls, noteTags });
    },
  };
}
