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
import { registerSessionCall, type TCallDeps } from '../../platform/http/register-call';
import type { TNotebooksService } from './notebooks.service';
import type { TNotesService } from './notes.service';

/** Notes and notebooks: every call is a user's own (the services answer 4106 to other sessions). */
export function registerNotesRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { notes: TNotesService; notebooks: TNotebooksService },
): void {
  const { notes, notebooks } = deps;
  registerSessionCall(app, deps, createNoteCall, ({ body, auth }) => notes.create(auth, body));
  registerSessionCall(app, deps, listSourceNotesCall, ({ body, auth }) =>
    notes.listSource(auth, body),
  );
  registerSessionCall(app, deps, listMyNotesCall, ({ body, auth }) => notes.listMine(auth, body));
  registerSessionCall(app, deps, updateNoteCall, ({ body, auth }) => notes.update(auth, body));
  registerSessionCall(app, deps, deleteNoteCall, ({ body, auth }) => notes.remove(auth, body));
  registerSessionCall(app, deps, restoreNoteCall, ({ body, auth }) => notes.restore(auth, body));
  registerSessionCall(app, deps, listNotebooksCall, ({ auth }) => notebooks.list(auth));
  registerSessionCall(app, deps, createNotebookCall, ({ body, auth }) =>
    notebooks.create(auth, body),
  );
  registerSessionCall(app, deps, renameNotebookCall, ({ body, auth }) =>
    notebooks.rename(auth, body),
  );
  registerSessionCall(app, deps, deleteNotebookCall, ({ body, auth }) =>
    notebooks.remove(auth, body),
  );
  registerSessionCall(app, deps, setNotebookNoteCall, ({ body, auth }) =>
    notebooks.setNote(auth, body),
  );
  registerSessionCall(app, deps, listNotebookNotesCall, ({ body, auth }) =>
    notebooks.notes(auth, body),
  );
}
