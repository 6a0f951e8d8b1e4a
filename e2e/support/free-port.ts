import { createServer } from 'node:net';

/**
 * A TCP port no one listens on now, from the system. Journey files run side by side (and beside
 * other runs on the machine): a port made from the process id could be another server's, whose
 * /healthz would then answer for ours.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}
