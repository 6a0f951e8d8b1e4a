import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

describe.each(TEST_DATABASES)('health checks on %s', (kind) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers unencrypted JSON for load balancers', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(live.json()).toEqual({ status: 'ok' });
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: kind });
  });
});
