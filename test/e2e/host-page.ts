import { createServer, type Server } from 'node:http';
import { freePort } from './server';

/**
 * A site on a second local origin that embeds Trio with the documented snippet (docs/embedding.md)
 * and records, in `window.trioEvents`, every `trio:*` event the loader re-dispatches and, in
 * `window.rawMessages`, every message the page receives. `/framed-room?id=` frames a room page
 * directly (not the embed), which the room page's headers must refuse.
 */

const EVENTS = ['ready', 'room', 'turn', 'game_over', 'resize'];

function hostPage(trio: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>A blog</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:sans-serif;margin:0;padding:12px;background:#f4f4f4}</style></head><body>
<h1>My blog post</h1><p>Play a round of Trio right here:</p>
<div id="game" data-trio-game="new" data-players="3" data-mode="simple" data-bots="easy"></div>
<script>
  window.trioEvents = [];
  window.rawMessages = [];
  window.addEventListener('message', (e) => window.rawMessages.push(JSON.stringify(e.data)));
  for (const type of ${JSON.stringify(EVENTS)})
    document.addEventListener('trio:' + type, (e) => window.trioEvents.push(e.detail));
</script>
<script src="${trio}/embed.js" async></script>
</body></html>`;
}

export interface HostSite {
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves HTML on 127.0.0.1 at a free port (another origin than the game's): `render` answers a
 * path with a page, or null for 404. `/favicon.ico` gets an empty 204 so browsers log no error.
 */
export async function startStaticSite(render: (url: URL) => string | null): Promise<HostSite> {
  const port = await freePort();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    const html = url.pathname === '/favicon.ico' ? '' : render(url);
    if (url.pathname === '/favicon.ico') res.statusCode = 204;
    else if (html === null) res.statusCode = 404;
    res.end(html ?? 'not found');
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Starts the host site: the snippet page at `/`, and `/framed-room?id=` framing a room page. */
export function startHostSite(trio: string): Promise<HostSite> {
  return startStaticSite((url) => {
    const id = url.searchParams.get('id') ?? '';
    if (url.pathname === '/') return hostPage(trio);
    if (url.pathname === '/framed-room' && /^[a-z0-9]{10,32}$/.test(id)) {
      return `<!doctype html><iframe id="room" src="${trio}/g/${id}"></iframe>`;
    }
    return null;
  });
}

const escapeAttr = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * `/snippet?players=3&bots=easy&…`: a blog page with one snippet whose `data-*` attributes are the
 * query's (`trio-game` defaults to `new`), below a header that puts it 120 px down the page. The
 * page records every `trio:*` event in `window.trioEvents` (with the element's id as `from`) and
 * every height the frames of the page take in `window.frameHeights` (per element id), from the
 * moment each frame exists. `set-name=` sends that `set_name` when the frame is ready.
 */
function snippetPage(trio: string, url: URL): string {
  const attrs = new Map<string, string>([['trio-game', 'new']]);
  let setName: string | null = null;
  for (const [key, value] of url.searchParams) {
    if (key === 'set-name') setName = value;
    else if (/^[a-z][a-z-]{0,30}$/.test(key)) attrs.set(key, value);
  }
  const data = [...attrs].map(([k, v]) => ` data-${k}="${escapeAttr(v)}"`).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>A blog</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:sans-serif;margin:0;padding:0 12px;background:#f4f4f4} header{height:120px}</style></head><body>
<header><h1>My blog post</h1></header>
<div id="game"${data}></div>
<p style="height:1200px">More of the post, below the game.</p>
<script>
  window.trioEvents = [];
  window.frameHeights = {};
  for (const type of ${JSON.stringify([...EVENTS, 'ready'])})
    document.addEventListener('trio:' + type, (e) => window.trioEvents.push({ from: e.target.id, ...e.detail }));
  const watched = new WeakSet();
  new MutationObserver(() => {
    for (const frame of document.querySelectorAll('iframe')) {
      if (watched.has(frame)) continue;
      watched.add(frame);
      const id = frame.parentElement.id;
      const heights = (window.frameHeights[id] = []);
      new ResizeObserver(() => {
        const h = Math.round(frame.getBoundingClientRect().height);
        if (heights.at(-1) !== h) heights.push(h);
      }).observe(frame);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
  ${
    setName === null
      ? ''
      : `document.addEventListener('trio:ready', (e) => e.target.dispatchEvent(new CustomEvent('trio:send', { detail: { type: 'set_name', name: ${JSON.stringify(setName)} } })));`
  }
</script>
<script src="${trio}/embed.js" async></script>
</body></html>`;
}

/** The host site of the snippet's variants (`/snippet?…`, see `snippetPage`) and a blank page (`/blank`). */
export function startSnippetSite(trio: string): Promise<HostSite> {
  return startStaticSite((url) => {
    if (url.pathname === '/snippet') return snippetPage(trio, url);
    if (url.pathname === '/blank')
      return `<!doctype html><meta charset="utf-8"><title>blank</title><script>window.trioEvents = []; for (const t of ['ready', 'room']) document.addEventListener('trio:' + t, (e) => window.trioEvents.push({ from: e.target.id, ...e.detail }));</script><script src="${trio}/embed.js" async></script>`;
    return null;
  });
}
