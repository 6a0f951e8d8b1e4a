import { createWebEnvelopeCodec } from '@yzfk/contract/envelope-codec/web-codec';
import { DEVELOPMENT_ENVELOPE_KEY } from '@yzfk/contract/envelope-codec/wire-format';
import { E } from '@yzfk/contract/error-codes';
import { vi } from 'vitest';
import { createApiClient } from '../lib/api-client';
import { createApiTransport } from '../lib/api-transport';
import type { TAlertOptions } from '../lib/feedback';
import { sessionStore } from '../lib/session-store';
import { createTokenManager } from '../lib/token-manager';
import { createFakeServer, fail, type TFakeReply, type TSeenRequest } from './fake-server';

// A stand-in for lib/api.ts in component tests: the same client over the app's session store,
// talking to a fake server whose answers each test sets. Use it with
//   vi.mock('<path>/lib/api', () => import('<path>/testing/mock-api'));

type THandle = (request: TSeenRequest) => TFakeReply | Promise<TFakeReply>;

/** What the fake server and the client's feedback saw; reset it with resetMockApi. */
export const mockApi = {
  handle: ((request) => fail(E.callNotFound, `no answer for ${request.path}`, 404)) as THandle,
  toasts: [] as string[],
  alerts: [] as TAlertOptions[],
  window: { goHome: vi.fn(), closeWindow: vi.fn() },
};

const server = createFakeServer((request) => mockApi.handle(request));

/** The requests the fake server received since the last reset. */
export const mockRequests: TSeenRequest[] = server.requests;

/** Sets how the fake server answers and forgets what was seen. */
export function resetMockApi(handle: THandle): void {
  mockApi.handle = handle;
  mockApi.toasts.length = 0;
  mockApi.alerts.length = 0;
  mockRequests.length = 0;
  mockApi.window.goHome.mockClear();
  mockApi.window.closeWindow.mockClear();
}

const send = createApiTransport({
  baseUrl: '',
  codec: createWebEnvelopeCodec(DEVELOPMENT_ENVELOPE_KEY),
  timeoutMs: 15_000,
  fetch: server.fetch,
});

export const tokenManager = createTokenManager({
  send,
  session: sessionStore,
  hostname: () => 'localhost',
});

export const api = createApiClient({
  send,
  session: sessionStore,
  tokens: tokenManager,
  feedback: {
    toast: (text) => mockApi.toasts.push(text),
    alert: (options) => {
      mockApi.alerts.push(options);
      return Promise.resolve();
    },
  },
  window: mockApi.window,
});
