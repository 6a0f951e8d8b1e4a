// npm run bench:http — in one run, against one server process: a bare Fastify JSON endpoint
// (GET /livez) and the encrypted header-menu call (POST /flks/pagesection/get: decrypt, verify
// the token, load the session, read the menu, encrypt), each for the same duration and
// connections, alternating over several rounds so that a burst of noise on the machine hits
// both alike. Prints the median of each, their ratio, and one key=value line.
// Build first (npm run build).
import autocannon from 'autocannon';
import { createNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import {
  DEVELOPMENT_ENVELOPE_KEY,
  ENVELOPE_CONTENT_TYPE,
} from '@yzfk/contract/envelope-codec/wire-format';
import { startBuiltServer } from '@yzfk/server/platform/testing/start-built-server';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 18080);

type TRun = { rps: number; p99: number; errors: number; non2xx: number };

function median(runs: TRun[]): TRun {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no runs');
  return {
    ...middle,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  };
}

async function measure(options: autocannon.Options): Promise<TRun> {
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const codec = createNodeEnvelopeCodec(process.env.ENVELOPE_KEY ?? DEVELOPMENT_ENVELOPE_KEY);

/**
 * What the codec alone costs per call, measured here: decrypting a request body and encrypting
 * a reply the size of the header menu's. It bounds the encrypted call whatever else it does.
 */
function codecMicrosPerCall(): number {
  const reply = {
    code: 200,
    msg: '操作成功',
    success: true,
    data: Array.from({ length: 8 }, (_, i) => ({ name: `栏目${i}`, settings: { path: `/p${i}` } })),
  };
  const request = codec.encrypt({ pageValue: 'headMenu' });
  const once = () => {
    codec.decrypt(request);
    codec.encrypt(reply);
  };
  for (let i = 0; i < 20_000; i++) once();
  const calls = 200_000;
  const started = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) once();
  return Number(process.hrtime.bigint() - started) / calls / 1000;
}
const server = await startBuiltServer(PORT, { LAW_PACK: 'off' });
try {
  const tokenReply = await fetch(`${server.base}/flks/auth/gettoken`, {
    method: 'POST',
    headers: { 'content-type': ENVELOPE_CONTENT_TYPE },
    body: codec.encrypt({ domainName: 'localhost' }),
  });
  const { data } = codec.decrypt(await tokenReply.text()) as { data: { token: string } };

  // Warm both paths (JIT, PGlite caches) before measuring.
  await measure({ url: `${server.base}/livez`, duration: 2 });
  const envelopeRequest = {
    url: `${server.base}/flks/pagesection/get`,
    method: 'POST' as const,
    headers: { 'content-type': ENVELOPE_CONTENT_TYPE, authorization: `Bearer ${data.token}` },
    body: codec.encrypt({ pageValue: 'headMenu' }),
  };
  await measure({ ...envelopeRequest, duration: 2 });

  const bareRuns: TRun[] = [];
  const envelopeRuns: TRun[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    bareRuns.push(await measure({ url: `${server.base}/livez` }));
    envelopeRuns.push(await measure(envelopeRequest));
    const b = bareRuns.at(-1)?.rps ?? 0;
    const e = envelopeRuns.at(-1)?.rps ?? 0;
    console.log(`round ${round}: bare ${b.toFixed(0)} req/s, envelope ${e.toFixed(0)} req/s`);
  }
  const bare = median(bareRuns);
  const envelope = median(envelopeRuns);
  const ratio = envelope.rps / bare.rps;
  console.log(`connections=${CONNECTIONS}, ${ROUNDS} rounds of ${DURATION_S}s each, medians:`);
  console.log(
    `bare     GET /livez                 ${bare.rps.toFixed(0)} req/s  p99 ${bare.p99} ms  errors ${bare.errors} non2xx ${bare.non2xx}`,
  );
  console.log(
    `envelope POST /flks/pagesection/get ${envelope.rps.toFixed(0)} req/s  p99 ${envelope.p99} ms  errors ${envelope.errors} non2xx ${envelope.non2xx}`,
  );
  console.log(`ratio envelope/bare = ${ratio.toFixed(2)} (goal >= 0.50)`);
  const codecMicros = codecMicrosPerCall();
  console.log(
    `the envelope codec alone (decrypt a request + encrypt the menu reply, in this process): ` +
      `${codecMicros.toFixed(1)} µs per call, ${(1e6 / codecMicros).toFixed(0)} calls/s per core ` +
      `before any HTTP work; the bare endpoint answers in ${(1e6 / bare.rps).toFixed(1)} µs`,
  );
  console.log(
    `bare_rps=${bare.rps.toFixed(0)} bare_p99_ms=${bare.p99} envelope_rps=${envelope.rps.toFixed(0)} envelope_p99_ms=${envelope.p99} ratio=${ratio.toFixed(2)} codec_us=${codecMicros.toFixed(1)}`,
  );
} finally {
  await server.stop();
}
