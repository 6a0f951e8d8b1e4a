import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { WEB_BASE_PATH } from '@yzfk/contract/constants';

/**
 * Serves the built web app under /Template/yzfk/, precompressed (brotli or gzip, as the browser
 * accepts). Hashed assets are cached for a year; index.html is revalidated so a new build shows
 * at once. `/` leads to the app.
 * Returns the deep-link test the not-found handler uses to answer with index.html.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
): Promise<(request: FastifyRequest) => boolean> {
  const hasBuild = distDir !== undefined && existsSync(`${distDir}/index.html`);
  if (!hasBuild) {
    app.log.warn({ distDir }, 'web app build not found; serving the API only');
    return () => false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: WEB_BASE_PATH,
    index: ['index.html'],
    // The build writes .br and .gz beside each text file; they go out as they are.
    preCompressed: true,
    // Our own cache headers below instead of send's default.
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = path.includes('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_request, reply) => reply.redirect(WEB_BASE_PATH));
  app.get(WEB_BASE_PATH.slice(0, -1), (_request, reply) => reply.redirect(WEB_BASE_PATH));
  // A deep link is a GET under the base path that is not a file (no extension in its last part).
  return (request) =>
    request.method === 'GET' &&
    request.url.startsWith(WEB_BASE_PATH) &&
    !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
}
