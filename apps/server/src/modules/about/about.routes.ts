import type { FastifyInstance } from 'fastify';
import { ABOUT_PAGE_NAMES } from '@yzfk/contract/about/about-pages';
import { isAboutPage, renderAboutNotFound, renderAboutPage } from './render-about-page';

/**
 * GET /static/about/<page> (also `<page>.html`; the bare folder shows the service agreement):
 * the legal texts as plain HTML without scripts, rendered once at start since the texts are
 * compiled in. An unknown page answers 404 with links to the others.
 */
export function registerAboutRoutes(app: FastifyInstance): void {
  const pages = new Map(ABOUT_PAGE_NAMES.map((page) => [page, renderAboutPage(page)]));
  const notFound = renderAboutNotFound();
  const send = (name: string) => {
    const page = name.replace(/\.html$/, '') || 'service';
    return isAboutPage(page) ? pages.get(page) : undefined;
  };
  app.get<{ Params: { page?: string } }>('/static/about/:page?', (request, reply) => {
    const html = send(request.params.page ?? '');
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=3600');
    return html === undefined ? reply.status(404).send(notFound) : reply.send(html);
  });
}
