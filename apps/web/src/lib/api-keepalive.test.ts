import { getPageSectionCall } from '@yzfk/contract/calls/pagesection';
import { createWebEnvelopeCodec } from '@yzfk/contract/envelope-codec/web-codec';
import { DEVELOPMENT_ENVELOPE_KEY } from '@yzfk/contract/envelope-codec/wire-format';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServer, ok } from '../testing/fake-server';
import { createMemorySession } from '../testing/memory-session';
import { createApiClient } from './api-client';
import { createApiTransport } from './api-transport';
import { createTokenManager } from './token-manager';

// A save sent as the page is hidden or closed must outlive the page: the client's `keepalive`
// option has to reach fetch's RequestInit, and only when asked for.

function clientWithFetchSpy() {
  const server = createFakeServer(() => ok([]));
  const fetchSpy = vi.fn(server.fetch);
  const send = createApiTransport({
    baseUrl: '',
    codec: createWebEnvelopeCodec(DEVELOPMENT_ENVELOPE_KEY),
    timeoutMs: 15_000,
    fetch: fetchSpy,
  });
  const session = createMemorySession({ token: 'access-1', isLogined: true });
  const tokens = createTokenManager({
    send,
    session,
    hostname: () => 'exam.example.cn',
    now: () => 1_700_000_000_000,
  });
  const api = createApiClient({
    send,
    session,
    tokens,
    feedback: { toast: vi.fn(), alert: () => Promise.resolve() },
    window: { goHome: vi.fn(), closeWindow: vi.fn() },
  });
  return { api, fetchSpy, server };
}

describe('keepalive option', () => {
  it('reaches fetch with keepalive: true and still sends the bearer token', async () => {
    const { api, fetchSpy, server } = clientWithFetchSpy();

    await api.call(getPageSectionCall, { pageValue: 'headMenu' }, { keepalive: true });

    expect(fetchSpy.mock.calls[0]?.[1]?.keepalive).toBe(true);
    expect(server.requests[0]?.authorization).toBe('Bearer access-1');
  });

  it('is not set on an ordinary call', async () => {
    const { api, fetchSpy } = clientWithFetchSpy();

    await api.call(getPageSectionCall, { pageValue: 'headMenu' });

    expect(fetchSpy.mock.calls[0]?.[1]?.keepalive).toBeUndefined();
  });
});
