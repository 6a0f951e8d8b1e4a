import type { FastifyInstance } from 'fastify';
import { registerAboutRoutes } from './about.routes';

/** The help pages under /static/about/: privacy, disclaimer and the service agreement. */
export function createAboutModule() {
  return {
    register(app: FastifyInstance) {
      registerAboutRoutes(app);
    },
  };
}
