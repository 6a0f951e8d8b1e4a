import type { FastifyInstance } from 'fastify';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import type { TNoteSourcePorts } from './note-sources';
import { createNotesRepository } from './notes.repository';
import { createNotesService } from './notes.service';
import { registerNotesRoutes } from './notes.routes';

/** A user's notes on every kind of content; each source kind is checked through its port. */
export function createNotesModule(
  { database, now }: TPlatform,
  deps: { sources: TNoteSourcePorts },
) {
  const notes = createNotesService({
    notes: createNotesRepository(database.db),
    sources: deps.sources,
    now,
  });
  return {
    notes,
    register(app: FastifyInstance, calls: TCallDeps) {
      registerNotesRoutes(app, { ...calls, notes });
    },
  };
}
