import { entryOfElement, type Mounted, remember } from './frames';

/**
 * Turns one `[data-trio-game]` element into the game's iframe (docs/embedding.md, The snippet):
 * its `data-*` attributes become the frame's query, and `parent` and `max-height` are added.
 */

/** data-* attribute (camelCased by dataset) → the frame's query parameter. */
const OPTIONS: Record<string, string> = {
  players: 'players',
  mode: 'mode',
  spicyThreeTrios: 'spicyThreeTrios',
  teams: 'teams',
  log: 'log',
  bots: 'bots',
  name: 'name',
  theme: 'theme',
  lang: 'lang',
  inviteUrl: 'invite',
};
const ID = /^[A-Za-z0-9_-]{1,64}$/;
/**
 * The frame starts at this height (or its max, if smaller) and only grows, up to its max: the host
 * page does not jump while the game loads.
 */
const RESERVED = 600;
const MIN = 320;

function maxHeightOf(el: HTMLElement): number {
  const asked = Number.parseInt(el.dataset.maxHeight || '', 10);
  const max = Number.isFinite(asked) ? asked : window.innerHeight;
  return Math.max(MIN, Math.min(4000, max));
}

/** Mounts `el` with frames of `origin`; returns its iframe (the same one if mounted), or null for a bad id. */
export function mount(el: unknown, origin: string): HTMLIFrameElement | null {
  if (!(el instanceof HTMLElement)) return null;
  if (el.dataset.trioMounted) return entryOfElement(el)?.frame ?? el.querySelector('iframe');
  const game = el.dataset.trioGame || 'new';
  if (game !== 'new' && !ID.test(game)) return null;
  el.dataset.trioMounted = '1';
  const max = maxHeightOf(el);
  const src = new URL(`/embed/${game}`, origin);
  for (const [key, param] of Object.entries(OPTIONS)) {
    const value = el.dataset[key];
    if (value) src.searchParams.set(param, value);
  }
  src.searchParams.set('max-height', String(max));
  src.searchParams.set('parent', location.origin);
  const frame = document.createElement('iframe');
  frame.src = src.href;
  // The product's name, the same in every language (as the tab's title); the host page may name it in its own words.
  frame.title = el.dataset.title || 'Trio Online';
  // `data-share="1"`: the host lets the frame open the system's share sheet (the lobby's Share).
  frame.allow = el.dataset.share === '1' ? 'clipboard-write; web-share' : 'clipboard-write';
  frame.loading = 'lazy';
  const height = Math.min(RESERVED, max);
  frame.style.cssText = `display:block;width:100%;height:${height}px;border:0;border-radius:12px;`;
  el.replaceChildren(frame);
  const entry: Mounted = { el, frame, max, height, waiting: [] };
  remember(entry);
  return frame;
}
