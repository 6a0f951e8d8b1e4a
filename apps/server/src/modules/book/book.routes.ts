import type { FastifyInstance } from 'fastify';
import {
  getBookCall,
  getBookMindMapCall,
  getBookRecordCall,
  listBooksCall,
  openBookCall,
  redeemBookCodeCall,
  saveBookProgressCall,
} from '@yzfk/contract/calls/book';
import { clientOf } from '../../platform/http/client-of';
import { registerSessionCall, type TCallDeps } from '../../platform/http/register-call';
import type { TRedeemActivation } from '../activation/activation.types';
import type { TBookCatalogService } from './book-catalog.service';
import type { TBookProgressService } from './book-progress.service';

/** Books: catalogue, detail, open and mind map for any session; progress and redeem for users. */
export function registerBookRoutes(
  app: FastifyInstance,
  deps: TCallDeps & {
    catalog: TBookCatalogService;
    progress: TBookProgressService;
    redeem: TRedeemActivation;
  },
): void {
  registerSessionCall(app, deps, listBooksCall, ({ body, auth }) => deps.catalog.list(auth, body));
  registerSessionCall(app, deps, getBookCall, ({ body, auth }) =>
    deps.catalog.detail(auth, body.bookId),
  );
  registerSessionCall(app, deps, openBookCall, ({ body, auth }) => deps.catalog.open(auth, body));
  registerSessionCall(app, deps, saveBookProgressCall, ({ body, auth }) =>
    deps.progress.save(auth, body),
  );
  registerSessionCall(app, deps, getBookRecordCall, ({ auth }) => deps.progress.record(auth));
  registerSessionCall(app, deps, getBookMindMapCall, ({ body }) =>
    deps.catalog.mindMap(body.bookId),
  );
  registerSessionCall(app, deps, redeemBookCodeCall, async ({ body, auth, request }) => {
    const result = await deps.redeem.redeemCode(auth, clientOf(request), body.code, {
      kind: 'book',
      bookId: body.bookId,
    });
    // A book scope only ever answers a book (an authorisation's code is refused, 4964).
    if (result.kind !== 'book') throw new Error('book redeem answered an authorisation');
    return { bookId: result.bookId, title: result.title, unlocked: result.unlocked };
  });
}
