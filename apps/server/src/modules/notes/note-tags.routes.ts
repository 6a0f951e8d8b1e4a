import type { FastifyInstance } from 'fastify';
import {
  listNoteSubjectsCall,
  listNoteTagsCall,
  setNoteTagsCall,
} from '@yzfk/contract/calls/note-tags';
import { registerCall, type TCallDeps } from '../../platform/http/register-call';
import type { TNoteTagsService } from './note-tags.service';

/** Note tags and subjects: a user's own (the service answers 4106 to other sessions). */
export function registerNoteTagsRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { noteTags: TNoteTagsService },
): void {
  const { noteTags } = deps;
  registerCall(app, deps, {
    call: setNoteTagsCall,
    auth: 'session',
    handler: ({ body, auth }) => noteTags.setTags(auth, body),
  });
  registerCall(app, deps, {
    call: listNoteTagsCall,
    auth: 'session',
    handler: ({ auth }) => noteTags.listTags(auth),
  });
  registerCall(app, deps, {
    call: listNoteSubjectsCall,
    auth: 'session',
    handler: ({ auth }) => noteTags.listSubjects(auth),
  });
}
