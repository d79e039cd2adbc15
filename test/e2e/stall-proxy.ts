import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy in front of the test server that can stall the network the way a captive portal or
 * one bar of signal does: the browser still has a network (`navigator.onLine` stays true) and its
 * connections open, but nothing they send gets an answer. `hold()` drops the open connections
 * (a browser would otherwise reuse them) and holds every new one unanswered; `release()` passes
 * the new ones through again.
 */
export interface StallProxy {
  /** `http://127.0.0.1:<port>`: the site through the proxy. */
  url: string;
  hold(): void;
  release(): void;
  /** How many connections are being held unanswered now. */
  held(): number;
  stop(): Promise<void>;
}

export async function stallProxy(target: string): Promise<StallProxy> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  const waiting = new Set<Socket>();
  let holding = false;
  const server = createServer((client) => {
    open.add(client);
    client.on('error', () => {});
    client.on('close', () => {
      open.delete(client);
      waiting.delete(client);
    });
    if (holding) {
      // Accepted and read, never answered.
      waiting.add(client);
      client.resume();
      return;
    }
    const upstream = connect(Number(port), hostname);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const at = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${at}`,
    hold() {
      holding = true;
      for (const socket of open) socket.destroy();
    },
    release() {
      holding = false;
      for (const socket of waiting) socket.destroy();
    },
    held: () => waiting.size,
    stop: () =>
      new Promise<void>((done) => {
        for (const socket of open) socket.destroy();
        server.close(() => done());
      }),
  };
}
