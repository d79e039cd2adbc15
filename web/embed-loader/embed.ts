import { entryOf, entryOfElement, receive, send } from './frames';
import { mount } from './mount';

/**
 * Trio Online embed loader, served as `/embed.js` (vite.config.ts):
 * `<div data-trio-game="new" data-players="4"></div>` + this script makes each element a
 * self-sizing game iframe, including elements added later (a MutationObserver watches the page);
 * `window.TrioEmbed.mount(element)` mounts one at once, for frameworks. A `trio:send` command on
 * an element waits until its frame is ready. Every attribute, event and command: docs/embedding.md.
 */

declare global {
  interface Window {
    TrioEmbed?: { mount(el: unknown): HTMLIFrameElement | null };
  }
}

function init(): void {
  const script =
    (document.currentScript as HTMLScriptElement | null) ??
    document.querySelector<HTMLScriptElement>('script[src$="/embed.js"]');
  const origin = new URL(script ? script.src : location.href).origin;

  window.addEventListener('message', (event) => {
    if (event.origin !== origin) return;
    const entry = entryOf(event.source);
    if (!entry) return;
    const message = receive(entry, event.data, origin);
    if (message)
      entry.el.dispatchEvent(new CustomEvent(`trio:${message.type}`, { detail: message, bubbles: true }));
  });

  // Commands, on any element with data-trio-game, even one not mounted yet (the watcher mounts
  // elements on the next task): mounted here at once, then kept until its frame is ready.
  document.addEventListener(
    'trio:send',
    (event) => {
      if (!(event instanceof CustomEvent) || !(event.target instanceof Element)) return;
      const el = event.target.closest('[data-trio-game]');
      if (!el) return;
      mount(el, origin);
      const entry = entryOfElement(el);
      if (entry) send(entry, event.detail, origin);
      // Capture: a `CustomEvent` does not bubble unless asked to, and the docs' example does not ask.
    },
    true,
  );

  const mountWithin = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches('[data-trio-game]')) mount(node, origin);
    for (const el of node.querySelectorAll('[data-trio-game]')) mount(el, origin);
  };

  const start = () => {
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
  };

  window.TrioEmbed = { mount: (el) => mount(el, origin) };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}

if (!window.TrioEmbed) init();
