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
import { registerSessionCall, type TCallDeps } from '../../platform/http/register-call';
import type { TMindDocsService } from './mindmap.service';

/** Mind maps and outlines: every call is a user's own (the service answers 4106 otherwise). */
export function registerMindmapRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { docs: TMindDocsService },
): void {
  const { docs } = deps;
  registerSessionCall(app, deps, listMindDocsCall, ({ auth }) => docs.list(auth));
  registerSessionCall(app, deps, getMindDocCall, ({ body, auth }) => docs.get(auth, body));
  registerSessionCall(app, deps, createMindDocCall, ({ body, auth }) => docs.create(auth, body));
  registerSessionCall(app, deps, saveMindDocCall, ({ body, auth }) => docs.save(auth, body));
  registerSessionCall(app, deps, renameMindDocCall, ({ body, auth }) => docs.rename(auth, body));
  registerSessionCall(app, deps, deleteMindDocCall, ({ body, auth }) => docs.remove(auth, body));
  registerSessionCall(app, deps, importMindDocCall, ({ body, auth }) =>
    docs.importMarkdown(auth, body),
  );
}
