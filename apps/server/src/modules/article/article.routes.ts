import type { FastifyInstance } from 'fastify';
import {
  getArticleCall,
  listArticlesCall,
  publishArticleCall,
  unpublishArticleCall,
} from '@yzfk/contract/calls/article';
import {
  registerCall,
  registerSessionCall,
  type TCallDeps,
} from '../../platform/http/register-call';
import type { TArticleService } from './article.service';
import { clientOf } from '../../platform/http/client-of';

/** Articles: list and detail for any session; publish and unpublish for operators. */
export function registerArticleRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { articles: TArticleService },
): void {
  registerSessionCall(app, deps, listArticlesCall, ({ body }) => deps.articles.list(body));
  registerSessionCall(app, deps, getArticleCall, ({ body, auth, request }) =>
    deps.articles.detail(auth, clientOf(request), body.articleId),
  );
  registerCall(app, deps, {
    call: publishArticleCall,
    auth: 'admin',
    handler: ({ body }) => deps.articles.setPublished(body.articleId, true),
  });
  registerCall(app, deps, {
    call: unpublishArticleCall,
    auth: 'admin',
    handler: ({ body }) => deps.articles.setPublished(body.articleId, false),
  });
}
