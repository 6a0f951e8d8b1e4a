import pg from 'pg';
import type { TListenHandlers } from './database';

const RECONNECT_DELAY_MS = 1000;

/**
 * LISTEN on PostgreSQL over one dedicated connection. When it drops, every subscriber hears
 * onListening(false) (so caches stop trusting themselves) and it reconnects until closed.
 */
export function createPostgresListeners(url: string) {
  const subscriptions = new Map<string, TListenHandlers[]>();
  let client: pg.Client | undefined;
  let closed = false;
  let connecting: Promise<void> | undefined;

  const everyHandler = () => [...subscriptions.values()].flat();

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const handlers of subscriptions.get(message.channel) ?? []) {
        handlers.onPayload(message.payload ?? '');
      }
    });
    next.on('error', () => {
      if (client !== next) return;
      client = undefined;
      for (const handlers of everyHandler()) handlers.onListening(false);
      void next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void reconnect(), RECONNECT_DELAY_MS).unref();
    });
    await next.connect();
    for (const channel of subscriptions.keys()) await next.query(`LISTEN "${channel}"`);
    client = next;
    for (const handlers of everyHandler()) handlers.onListening(true);
  }

  async function reconnect(): Promise<void> {
    if (closed || client) return;
    connecting ??= connect().finally(() => (connecting = undefined));
    try {
      await connecting;
    } catch {
      if (!closed) setTimeout(() => void reconnect(), RECONNECT_DELAY_MS).unref();
    }
  }

  return {
    async listen(channel: string, handlers: TListenHandlers): Promise<void> {
      const list = subscriptions.get(channel);
      if (list) list.push(handlers);
      else subscriptions.set(channel, [handlers]);
      if (!client) {
        connecting ??= connect().finally(() => (connecting = undefined));
        await connecting;
        return;
      }
      if (!list) await client.query(`LISTEN "${channel}"`);
      handlers.onListening(true);
    },

    async close(): Promise<void> {
      closed = true;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
