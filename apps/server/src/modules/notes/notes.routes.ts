import type { FastifyInstance } from 'fastify';
import {
  createNotebookCall,
  createNoteCall,
  deleteNotebookCall,
  deleteNoteCall,
  listMyNotesCall,
  listNotebookNotesCall,
  listNotebooksCall,
  listSourceNotesCall,
  renameNotebookCall,
  restoreNoteCall,
  setNotebookNoteCall,
  updateNoteCall,
} from '@yzfk/contract/calls/notes';
import { registerCall, type TCallDeps } from '../../platform/http/register-call';
import type { TNotebooksService } from './notebooks.service';
import type { TNotesService } from './notes.service';

/** Notes and notebooks: every call is a user's own (the services answer 4106 to other sessions). */
export function registerNotesRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { notes: TNotesService; notebooks: TNotebooksService },
): void {
  const { notes, notebooks } = deps;
  registerCall(app, deps, {
    call: createNoteCall,
    auth: 'session',
    handler: ({ body, auth }) => notes.create(auth, body),
  });
  registerCall(app, deps, {
    call: listSourceNotesCall,
    auth: 'session',
    handler: ({ body, auth }) => notes.listSource(auth, body),
  });
  registerCall(app, deps, {
    call: listMyNotesCall,
    auth: 'session',
    handler: ({ body, auth }) => notes.listMine(auth, body),
  });
  registerCall(app, deps, {
    call: updateNoteCall,
    auth: 'session',
    handler: ({ body, auth }) => notes.update(auth, body),
  });
  registerCall(app, deps, {
    call: deleteNoteCall,
    auth: 'session',
    handler: ({ body, auth }) => notes.remove(auth, body),
  });
  registerCall(app, deps, {
    call: restoreNoteCall,
    auth: 'session',
    handler: ({ body, auth }) => notes.restore(auth, body),
  });
  registerCall(app, deps, {
    call: listNotebooksCall,
    auth: 'session',
    handler: ({ auth }) => notebooks.list(auth),
  });
  registerCall(app, deps, {
    call: createNotebookCall,
    auth: 'session',
    handler: ({ body, auth }) => notebooks.create(auth, body),
  });
  registerCall(app, deps, {
    call: renameNotebookCall,
    auth: 'session',
    handler: ({ body, auth }) => notebooks.rename(auth, body),
  });
  registerCall(app, deps, {
    call: deleteNotebookCall,
    auth: 'session',
    handler: ({ body, auth }) => notebooks.remove(auth, body),
  });
  registerCall(app, deps, {
    call: setNotebookNoteCall,
    auth: 'session',
    handler: ({ body, auth }) => notebooks.setNote(auth, body),
  });
  registerCall(app, deps, {
    call: listNotebookNotesCall,
    auth: 'session',
    handler: ({ body, auth }) => notebooks.notes(auth, body),
  });
}
