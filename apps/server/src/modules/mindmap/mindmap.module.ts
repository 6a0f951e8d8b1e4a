import type { FastifyInstance } from 'fastify';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import { createMindDocsRepository } from './mindmap.repository';
import { registerMindmapRoutes } from './mindmap.routes';
import { createMindDocsService } from './mindmap.service';

/** A user's mind maps and outlines (one stored tree each, two views). */
export function createMindmapModule({ database, now }: TPlatform) {
  const docs = createMindDocsService({ docs: createMindDocsRepository(database.db), now });
  return {
    docs,
    register(app: FastifyInstance, calls: TCallDeps) {
      registerMindmapRoutes(app, { ...calls, docs });
    },
  };
}
