/**
 * The frames the loader mounted and what it owes each: the height it may grow to, and the
 * commands the host page sent before the frame said `trio:ready` (docs/embedding.md, Commands).
 */

/** One mounted game: its element, its iframe, its most and current height (px). */
export interface Mounted {
  el: HTMLElement;
  frame: HTMLIFrameElement;
  max: number;
  height: number;
  /** Commands waiting for the frame's `ready`; null once it is ready (then they go at once). */
  waiting: unknown[] | null;
}

const mounted = new Set<Mounted>();

export function remember(entry: Mounted): void {
  mounted.add(entry);
}

/** The mounted frame whose window is `source`, or null (not ours, or removed from the page). */
export function entryOf(source: MessageEventSource | null): Mounted | null {
  for (const e of mounted) if (e.frame.contentWindow === source) return e;
  return null;
}

/** The mounted frame of `el`, or null. */
export function entryOfElement(el: Element): Mounted | null {
  for (const e of mounted) if (e.el === el) return e;
  return null;
}

/** Sends `command` to the frame now if it is ready, else once it is (in the order they came). */
export function send(entry: Mounted, command: unknown, origin: string): void {
  if (entry.waiting) entry.waiting.push(command);
  else entry.frame.contentWindow?.postMessage(command, origin);
}

/**
 * Handles one message from a frame (already checked to come from `origin`): `ready` releases the
 * queued commands, `resize` grows the frame (never past its max, never shrinking). Returns the
 * message to re-dispatch on the element, or null for one that is not the game's.
 */
export function receive(entry: Mounted, data: unknown, origin: string): { type: string } | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { source?: unknown; type?: unknown; height?: unknown };
  if (message.source !== 'trio' || typeof message.type !== 'string') return null;
  if (message.type === 'ready') {
    const queued = entry.waiting ?? [];
    entry.waiting = null;
    for (const command of queued) entry.frame.contentWindow?.postMessage(command, origin);
  }
  if (message.type === 'resize' && typeof message.height === 'number' && Number.isFinite(message.height)) {
    const height = Math.min(entry.max, Math.max(entry.height, Math.ceil(message.height)));
    if (height !== entry.height) {
      entry.height = height;
      entry.frame.style.height = `${height}px`;
    }
  }
  return message as { type: string };
}
