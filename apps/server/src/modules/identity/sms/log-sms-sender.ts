import { appendFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { TSmsSender } from './sms-sender';

/**
 * The development provider: the message goes to the server log and, when an outbox file is
 * configured, as one JSON line {"phone","code","text","at"} to it (tests and people running
 * locally read their codes there).
 */
export function createLogSmsSender(
  log: Pick<FastifyBaseLogger, 'info'>,
  outbox: string | undefined,
  now: () => Date,
): TSmsSender {
  return {
    async send({ phone, code, text }) {
      log.info({ sms: { phone, text } }, 'SMS (log provider)');
      if (!outbox) return;
      const line = JSON.stringify({ phone, code, text, at: now().toISOString() });
      await appendFile(outbox, `${line}\n`, 'utf8');
    },
  };
}
