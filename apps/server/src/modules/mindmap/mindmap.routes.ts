import type { FastifyInstance } from 'fastify';
import {
  createMindDocCall,
  deleteMindDocCall,
  getMindDocCall,
  importMindDocCall,
  listMindDocsCall,
  renameMindDocCall,
  saveMindDocCall,
} from '@yzfk/contract/calls/mindmap';
import { registerCall, type TCallDeps } from '../../platform/http/register-call';
import type { TMindDocsService } from './mindmap.service';

/** Mind maps and outlines: every call is a user's own (the service answers 4106 otherwise). */
export function registerMindmapRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { docs: TMindDocsService },
): void {
  const { docs } = deps;
  registerCall(app, deps, {
    call: listMindDocsCall,
    auth: 'session',
    handler: ({ auth }) => docs.list(auth),
  });
  registerCall(app, deps, {
    call: getMindDocCall,
    auth: 'session',
    handler: ({ body, auth }) => docs.get(auth, body),
  });
  registerCall(app, deps, {
    call: createMindDocCall,
    auth: 'session',
    handler: ({ body, auth }) => docs.create(auth, body),
  });
  registerCall(app, deps, {
    call: saveMindDocCall,
    auth: 'session',
    handler: ({ body, auth }) => docs.save(auth, body),
  });
  registerCall(app, deps, {
    call: renameMindDocCall,
    auth: 'session',
    handler: ({ body, auth }) => docs.rename(auth, body),
  });
  registerCall(app, deps, {
    call: deleteMindDocCall,
    auth: 'session',
    handler: ({ body, auth }) => docs.remove(auth, body),
  });
  registerCall(app, deps, {
    call: importMindDocCall,
    auth: 'session',
    handler: ({ body, auth }) => docs.importMarkdown(auth, body),
  });
}
