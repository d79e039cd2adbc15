import type { IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { FrameReader } from './frames';
import { now } from './link';
import type { LatencyProxy } from './proxy';

/**
 * A WebSocket through the latency proxy: the upgrade reaches the server RTT/2 of the room after
 * the browser sent it (plus the handshake of a new connection, which a WebSocket always is on
 * HTTP/1.1); then every byte waits RTT/2 in each direction, order kept, and the bytes down share
 * the downlink. The frames both ways are logged (frames.ts) for the round-trip count.
 */
export function pipeUpgrade(proxy: LatencyProxy, req: IncomingMessage, socket: Socket, head: Buffer): void {
  const { entry, conn } = proxy.newEntry(req, 'room', 'ws');
  const half = proxy.options.profile.rtt.room / 2;
  const lag = proxy.outboundLag(entry, conn);
  const up = new FrameReader('up', (f) => entry.frames.push(f));
  const down = new FrameReader('down', (f) => entry.frames.push(f));
  let upstream: Socket | null = null;
  let headerDone = false;
  let headerBuffer: Buffer = Buffer.alloc(0);
  const lines = [`${req.method} ${req.url} HTTP/1.1`];
  // Without the browser's offer of permessage-deflate: production's Worker refuses it
  // (wrangler.toml, no_web_socket_compression) but wrangler dev would accept it.
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2)
    if (!/^sec-websocket-extensions$/i.test(req.rawHeaders[i] ?? ''))
      lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
  const requestHead = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);

  const closeBoth = () => {
    socket.destroy();
    upstream?.destroy();
  };
  socket.on('error', closeBoth);

  const delivered = (chunk: Buffer | null, at: number) => {
    if (!chunk) {
      socket.end();
      return;
    }
    socket.write(chunk);
    entry.deliveries.push([at, chunk.byteLength]);
    if (headerDone) {
      down.push(chunk, at);
      return;
    }
    // The 101 answer's head, then frames.
    headerBuffer = Buffer.concat([headerBuffer, chunk]);
    const end = headerBuffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    headerDone = true;
    entry.end = at;
    entry.status = Number(/^HTTP\/1\.1 (\d+)/.exec(headerBuffer.toString('latin1'))?.[1] ?? 0);
    const rest = headerBuffer.subarray(end + 4);
    if (rest.byteLength > 0) down.push(rest, at);
  };

  let forwarded = 0;
  setTimeout(() => {
    if (socket.destroyed) return;
    forwarded = now();
    upstream = connect(proxy.options.upstream, '127.0.0.1');
    upstream.setNoDelay(true);
    upstream.write(Buffer.concat([requestHead, head]));
    upstream.on('data', (chunk: Buffer) => {
      entry.serverMs ??= now() - forwarded;
      proxy.link.send(chunk, now() + half, delivered);
    });
    upstream.on('end', () => proxy.link.send(null, now() + half, delivered));
    upstream.on('error', closeBoth);
  }, lag);

  socket.setNoDelay(true);
  socket.on('data', (chunk: Buffer) => {
    up.push(chunk, now());
    setTimeout(() => upstream?.write(chunk), half);
  });
  socket.on('end', () => setTimeout(() => upstream?.end(), half));
  socket.on('close', () => setTimeout(() => upstream?.destroy(), half));
}
