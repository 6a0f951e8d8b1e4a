import { API_TIMEOUT_MS } from '@yzfk/contract/constants';
import { createWebEnvelopeCodec } from '@yzfk/contract/envelope-codec/web-codec';
import { webEnv } from '../config/env';
import { createApiClient } from './api-client';
import { createApiTransport } from './api-transport';
import { browserWindow } from './browser-window';
import { bridgedFeedback } from './feedback-bridge';
import { sessionStore } from './session-store';
import { createTokenManager } from './token-manager';

// The app's one API client and token manager, wired to the real browser.

const send = createApiTransport({
  baseUrl: webEnv.VITE_API_BASE,
  codec: createWebEnvelopeCodec(webEnv.VITE_ENVELOPE_KEY),
  timeoutMs: API_TIMEOUT_MS,
  fetch: (input, init) => fetch(input, init),
});

export const tokenManager = createTokenManager({
  send,
  session: sessionStore,
  hostname: () => location.hostname,
  // Web Locks exist only in secure contexts (HTTPS, localhost); elsewhere tabs renew alone.
  locks: 'locks' in navigator ? navigator.locks : undefined,
});

export const api = createApiClient({
  send,
  session: sessionStore,
  tokens: tokenManager,
  feedback: bridgedFeedback,
  window: browserWindow,
});
