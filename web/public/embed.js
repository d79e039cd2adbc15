/*
 * Trio Online embed loader: <div data-trio-game="new" data-players="4"></div> + this script makes
 * each element a self-sizing game iframe, including elements added later (a MutationObserver
 * watches the page); `window.TrioEmbed.mount(element)` mounts one at once, for frameworks.
 * Every attribute, event and command: docs/embedding.md.
 */
(() => {
  if (window.TrioEmbed) return;
  const script = document.currentScript || document.querySelector('script[src$="/embed.js"]');
  const origin = new URL(script ? script.src : location.href).origin;
  // data-* attribute (camelCased by dataset) → the frame's query parameter.
  const OPTIONS = {
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
  // The frame starts at this height (or its max, if smaller) and only grows, up to its max: the
  // host page does not jump while the game loads.
  const RESERVED = 600;
  const MIN = 320;
  /** Each mounted frame: its element, the frame, its most height and its current height. */
  const mounted = new Set();

  function maxHeightOf(el) {
    const asked = Number.parseInt(el.dataset.maxHeight || '', 10);
    const max = Number.isFinite(asked) ? asked : window.innerHeight;
    return Math.max(MIN, Math.min(4000, max));
  }

  /** Mounts `el` (an element with data-trio-game); returns its iframe, or null for a bad id. */
  function mount(el) {
    if (!(el instanceof HTMLElement)) return null;
    if (el.dataset.trioMounted) return el.querySelector('iframe');
    const game = el.dataset.trioGame || 'new';
    if (game !== 'new' && !ID.test(game)) return null;
    el.dataset.trioMounted = '1';
    const max = maxHeightOf(el);
    const src = new URL(`/embed/${game}`, origin);
    for (const [key, param] of Object.entries(OPTIONS))
      if (el.dataset[key]) src.searchParams.set(param, el.dataset[key]);
    src.searchParams.set('max-height', String(max));
    src.searchParams.set('parent', location.origin);
    const frame = document.createElement('iframe');
    frame.src = src.href;
    // The product's name, the same in every language (as the tab's title); the host page may name it in its own words.
    frame.title = el.dataset.title || 'Trio Online';
    frame.allow = 'clipboard-write';
    frame.loading = 'lazy';
    const height = Math.min(RESERVED, max);
    frame.style.cssText = `display:block;width:100%;height:${height}px;border:0;border-radius:12px;`;
    el.replaceChildren(frame);
    mounted.add({ el, frame, max, height });
    el.addEventListener('trio:send', (event) => {
      if (event instanceof CustomEvent) frame.contentWindow?.postMessage(event.detail, origin);
    });
    return frame;
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== origin) return;
    let entry = null;
    for (const e of mounted) if (e.frame.contentWindow === event.source) entry = e;
    // Not one of ours, or removed from the page (its frame has no window then).
    if (!entry) return;
    const data = event.data;
    if (data?.source !== 'trio' || typeof data.type !== 'string') return;
    if (data.type === 'resize' && Number.isFinite(data.height)) {
      const height = Math.min(entry.max, Math.max(entry.height, Math.ceil(data.height)));
      if (height !== entry.height) {
        entry.height = height;
        entry.frame.style.height = `${height}px`;
      }
    }
    entry.el.dispatchEvent(new CustomEvent(`trio:${data.type}`, { detail: data, bubbles: true }));
  });

  function mountWithin(node) {
    if (!(node instanceof Element)) return;
    if (node.matches('[data-trio-game]')) mount(node);
    for (const el of node.querySelectorAll('[data-trio-game]')) mount(el);
  }

  function start() {
    mountWithin(document.documentElement);
    // Elements added later (single-page apps, lazily loaded blocks), or given the attribute later.
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') mountWithin(record.target);
        else for (const node of record.addedNodes) mountWithin(node);
      }
    }).observe(document.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-trio-game'],
    });
  }

  window.TrioEmbed = { mount };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
