import type { FastifyInstance } from 'fastify';
import {
  createNoteCall,
  deleteNoteCall,
  listMyNotesCall,
  listSourceNotesCall,
  updateNoteCall,
} from '@yzfk/contract/calls/notes';
import { registerCall, type TCallDeps } from '../../platform/http/register-call';
import type { TNotesService } from './notes.service';

/** Notes: every call is a user's own (the service answers 4106 to other sessions). */
export function registerNotesRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { notes: TNotesService },
): void {
  registerCall(app, deps, {
    call: createNoteCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.notes.create(auth, body),
  });
  registerCall(app, deps, {
    call: listSourceNotesCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.notes.listSource(auth, body),
  });
  registerCall(app, deps, {
    call: listMyNotesCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.notes.listMine(auth, body),
  });
  registerCall(app, deps, {
    call: updateNoteCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.notes.update(auth, body),
  });
  registerCall(app, deps, {
    call: deleteNoteCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.notes.remove(auth, body),
  });
}
