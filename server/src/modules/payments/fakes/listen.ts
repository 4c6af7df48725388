import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake provider's server on a free local port. `close` also ends kept-alive and hanging connections
 * (the timeout tests leave requests unanswered), so a test file never waits for them.
 */
export async function listenLocally(server: http.Server): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
