// The baseline of bench:media: a bare Fastify with @fastify/static serving one folder under
// /bare/, no checks, no other plugins. Run as its own process (like the product's server):
//   node --import tsx support/bare-static-server.ts <root folder> <port>
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const [root, port] = process.argv.slice(2);
if (!root || !port) throw new Error('usage: bare-static-server.ts <root> <port>');
const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root, prefix: '/bare/' });
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
