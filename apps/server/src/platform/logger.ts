import pino, { type Logger } from 'pino';

/** The server's one structured logger (JSON lines), shared by Fastify and the services. */
export function createLogger(level: string, stream?: { write(line: string): void }): Logger {
  return stream ? pino({ level }, stream) : pino({ level });
}
