import type { FastifyInstance } from 'fastify';
import {
  listNoteSubjectsCall,
  listNoteTagsCall,
  setNoteTagsCall,
} from '@yzfk/contract/calls/note-tags';
import { registerSessionCall, type TCallDeps } from '../../platform/http/register-call';
import type { TNoteTagsService } from './note-tags.service';

/** Note tags and subjects: a user's own (the service answers 4106 to other sessions). */
export function registerNoteTagsRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { noteTags: TNoteTagsService },
): void {
  const { noteTags } = deps;
  registerSessionCall(app, deps, setNoteTagsCall, ({ body, auth }) => noteTags.setTags(auth, body));
  registerSessionCall(app, deps, listNoteTagsCall, ({ auth }) => noteTags.listTags(auth));
  registerSessionCall(app, deps, listNoteSubjectsCall, ({ auth }) => noteTags.listSubjects(auth));
}
