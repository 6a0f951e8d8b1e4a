import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerSecurityHeaders, type TSecurityOptions } from './security-headers';

let app: FastifyInstance | undefined;

async function serverWith(options: TSecurityOptions): Promise<FastifyInstance> {
  app = Fastify();
  await registerSecurityHeaders(app, options);
  app.get('/page', () => 'ok');
  app.post('/flks/call', () => 'sealed');
  return app;
}

afterEach(async () => {
  await app?.close();
});

/** The CSP header as a map from directive to its sources. */
function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

describe('security headers', () => {
  it('sends a CSP without inline scripts, nosniff, a referrer policy and same-origin framing', async () => {
    const server = await serverWith({ trustHttps: false, corsOrigins: [] });
    const response = await server.inject({ method: 'GET', url: '/page' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the EPUB reader frame blob: chapters with their styles while no blob: script may run', async () => {
    const server = await serverWith({ trustHttps: false, corsOrigins: [] });
    const response = await server.inject({ method: 'GET', url: '/page' });
    const csp = directives(response.headers['content-security-policy']);
    // A blob: chapter inherits this policy: its inline and blob: scripts stay blocked.
    expect(csp.get('frame-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('style-src')).toContain('blob:');
    expect(csp.get('font-src')).toContain('blob:');
    expect(csp.get('script-src')).not.toContain('blob:');
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('adds HSTS and upgrades requests only when the site is HTTPS-only', async () => {
    const server = await serverWith({ trustHttps: true, corsOrigins: [] });
    const response = await server.inject({ method: 'GET', url: '/page' });
    expect(response.headers['strict-transport-security']).toBe('max-age=15552000');
    expect(
      directives(response.headers['content-security-policy']).has('upgrade-insecure-requests'),
    ).toBe(true);
  });

  it('refuses cross-origin calls when no origin is configured', async () => {
    const server = await serverWith({ trustHttps: false, corsOrigins: [] });
    const call = await server.inject({
      method: 'POST',
      url: '/flks/call',
      headers: { origin: 'https://other.example.cn' },
    });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await server.inject({
      method: 'OPTIONS',
      url: '/flks/call',
      headers: {
        origin: 'https://other.example.cn',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows the listed origins and only those', async () => {
    const server = await serverWith({
      trustHttps: false,
      corsOrigins: ['https://app.example.cn'],
    });
    const preflight = (origin: string) =>
      server.inject({
        method: 'OPTIONS',
        url: '/flks/call',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const allowed = await preflight('https://app.example.cn');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.cn');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('authorization');
    expect(
      (await preflight('https://other.example.cn')).headers['access-control-allow-origin'],
    ).toBe(undefined);
    const call = await server.inject({
      method: 'POST',
      url: '/flks/call',
      headers: { origin: 'https://app.example.cn' },
    });
    expect(call.headers['access-control-allow-origin']).toBe('https://app.example.cn');
  });
});
