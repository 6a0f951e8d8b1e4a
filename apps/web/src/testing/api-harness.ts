import { createWebEnvelopeCodec } from '@yzfk/contract/envelope-codec/web-codec';
import { DEVELOPMENT_ENVELOPE_KEY } from '@yzfk/contract/envelope-codec/wire-format';
import { vi } from 'vitest';
import { createApiClient } from '../lib/api-client';
import { createApiTransport } from '../lib/api-transport';
import type { TAlertOptions } from '../lib/feedback';
import type { TSessionState } from '../lib/session-types';
import { createTokenManager } from '../lib/token-manager';
import { createFakeServer, type TFakeReply, type TSeenRequest } from './fake-server';
import { createMemorySession } from './memory-session';

/** The API client wired to a fake server, an in-memory session and recording feedback. */
export function createApiHarness(
  handle: (request: TSeenRequest) => TFakeReply | Promise<TFakeReply>,
  session: Partial<TSessionState> = {},
  timeoutMs = 15_000,
) {
  const server = createFakeServer(handle);
  const store = createMemorySession(session);
  const toasts: string[] = [];
  const alerts: TAlertOptions[] = [];
  const windowControl = { goHome: vi.fn(), closeWindow: vi.fn() };
  const send = createApiTransport({
    baseUrl: '',
    codec: createWebEnvelopeCodec(DEVELOPMENT_ENVELOPE_KEY),
    timeoutMs,
    fetch: server.fetch,
  });
  const tokens = createTokenManager({
    send,
    session: store,
    hostname: () => 'exam.example.cn',
    now: () => 1_700_000_000_000,
  });
  const api = createApiClient({
    send,
    session: store,
    tokens,
    feedback: {
      toast: (text) => toasts.push(text),
      alert: (options) => {
        alerts.push(options);
        return Promise.resolve();
      },
    },
    window: windowControl,
  });
  return { api, tokens, server, session: store, toasts, alerts, window: windowControl };
}
