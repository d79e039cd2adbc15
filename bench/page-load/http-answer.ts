import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGzip, constants as zlib } from 'node:zlib';
import { compressible, type Entry, kindOf } from './entries';
import { now } from './link';
import type { Place } from './profiles';
import type { Conn, LatencyProxy, ProxyOptions } from './proxy';

/**
 * An HTTP answer on its way back through the proxy (proxy.ts): its place (the room for `/api/*`,
 * for a page that says `Server-Timing: room`, and with --page-waits-room for `/g/:id`; else the
 * edge), then its head and body through the downlink a whole RTT (and any handshake) after
 * wrangler dev answered. Text wrangler dev left uncompressed is gzipped (level 6, as Cloudflare's
 * edge would); wrangler dev 4.86 already gzips, so this is a safety net.
 */

/** Where an answer came from: `/api/*`, a `Server-Timing: room` page, (flag) `/g/:id`: the room. */
export function placeOf(options: ProxyOptions, path: string, headers: IncomingMessage['headers']): Place {
  if (path.startsWith('/api/')) return 'room';
  if (/(^|,)\s*room\b/.test(String(headers['server-timing'] ?? ''))) return 'room';
  if (options.pageWaitsRoom && /^\/g\/[^/?]+(\?|$)/.test(path)) return 'room';
  return 'edge';
}

/** Sends `answer` back to the browser as the profile says. */
export function answerHttp(
  proxy: LatencyProxy,
  req: IncomingMessage,
  res: ServerResponse,
  answer: IncomingMessage,
  entry: Entry,
  conn: Conn,
): void {
  entry.serverMs = now() - entry.start;
  const headers = { ...answer.headers };
  // Hop-by-hop: Node frames the answer to the browser itself.
  for (const hop of ['connection', 'keep-alive', 'transfer-encoding']) delete headers[hop];
  entry.place = placeOf(proxy.options, entry.path, headers);
  entry.kind = kindOf(headers['content-type'], entry.path);
  entry.status = answer.statusCode ?? 0;
  // The answer's first byte: a whole RTT (and the handshake) after the server answered.
  const lag = proxy.outboundLag(entry, conn) + proxy.options.profile.rtt[entry.place] / 2;
  let body: NodeJS.ReadableStream = answer;
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (accepts && !headers['content-encoding'] && compressible(headers['content-type'])) {
    entry.gzippedByProxy = true;
    delete headers['content-length'];
    headers['content-encoding'] = 'gzip';
    body = answer.pipe(createGzip({ level: 6, flush: zlib.Z_SYNC_FLUSH }));
  }
  const headBytes = Object.entries(headers).reduce(
    (n, [k, v]) => n + (Array.isArray(v) ? v : [v]).reduce((m, x) => m + k.length + String(x).length + 4, 0),
    `HTTP/1.1 ${entry.status} ${answer.statusMessage ?? ''}\r\n\r\n`.length,
  );
  proxy.link.send(Buffer.alloc(headBytes), now() + lag, (_, at) => {
    res.writeHead(entry.status, headers);
    res.flushHeaders();
    entry.deliveries.push([at, headBytes]);
  });
  body.on('data', (chunk: Buffer) =>
    proxy.link.send(chunk, now() + lag, (part, at) => {
      if (!part) return;
      res.write(part);
      entry.deliveries.push([at, part.byteLength]);
    }),
  );
  body.on('end', () =>
    proxy.link.send(null, now() + lag, (_, at) => {
      res.end();
      entry.end = at;
    }),
  );
}
