/**
 * A room page's first script: it opens the room's socket and sends `join` the moment the HTML has
 * named it, before the page's other scripts have arrived, so the two round trips to the room (the
 * upgrade and the join) run beside the first wave instead of after it (docs/load-time.md). It is
 * the room shell's only script that needs nothing else: no imports (an import would make it wait
 * for the shared chunk), a few hundred bytes.
 *
 * It joins only a visitor this device knows (a saved name), with the seat token saved for the room
 * (or carried in `#seat=`), exactly as web/net/connection.ts would, and keeps every frame until
 * that module adopts the socket (web/net/early-socket.ts); a module that would join otherwise
 * closes it and opens its own. For a visitor with no seat token or no name, it also hints the
 * lobby's or the name question's files, so they come in the first wave too.
 */

/** `PROTOCOL_VERSION` of shared/protocol/constants.ts (test/web/boot.test.ts keeps them equal). */
const PROTOCOL = 1;

/** What this script leaves for the page's modules (web/net/early-socket.ts reads it). */
interface EarlySocket {
  id: string;
  join: string;
  ws: WebSocket;
  frames: string[];
  closed: number | null;
  deliver: ((frame: string) => void) | null;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage blocked: the page's modules join when they run.
    return null;
  }
}

/**
 * Joins the page's first wave with the parts this visitor will need that the HTML could not know
 * of (the Worker does not see the device's storage): the lobby for one with no seat token here
 * (`trio-guest`), the name question too for one with no name yet (`trio-stranger`). The build
 * wrote their hints into inert templates (vite/load-hints.ts); in the page they start fetching.
 */
function hint(id: string): void {
  const early = document.getElementById(id);
  if (early instanceof HTMLTemplateElement) document.head.append(early.content.cloneNode(true));
}

const id = location.pathname.match(/^\/(?:g|embed)\/([a-z0-9]{10,32})$/)?.[1];
const name = read('trio:name')?.trim();
// The seat saved here first: a link's `#seat=` only where this device holds none (web/net/rejoin.ts).
const token = id ? (read(`trio:token:${id}`) ?? location.hash.match(/^#seat=([0-9a-f]{32})$/)?.[1]) : null;
if (id && !name) hint('trio-stranger');
else if (id && !token) hint('trio-guest');
const holder = globalThis as { trioEarlySocket?: EarlySocket | null };
// This script is `async`: on a reload served from the cache it may run after the entry. The
// entry's connection then marks its start (null, web/net/early-socket.ts) and opens its own
// socket; a second one here would join too, and each join supersedes the other (close 4000).
if (id && name && holder.trioEarlySocket !== null) {
  const join = JSON.stringify(
    token ? { type: 'join', protocol: PROTOCOL, name, token } : { type: 'join', protocol: PROTOCOL, name },
  );
  const ws = new WebSocket(
    `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/games/${id}/ws`,
  );
  const early: EarlySocket = { id, join, ws, frames: [], closed: null, deliver: null };
  ws.addEventListener('open', () => ws.send(join));
  ws.addEventListener('message', (event) => {
    if (typeof event.data !== 'string') return;
    if (early.deliver) early.deliver(event.data);
    else early.frames.push(event.data);
  });
  ws.addEventListener('close', (event) => {
    early.closed = event.code;
  });
  holder.trioEarlySocket = early;
}

export {};
