/*
 * Trio Online embed loader: <div data-trio-game="new" data-players="4"></div> + this script makes
 * each element a self-sizing game iframe. Every attribute and event: docs/embedding.md.
 */
(() => {
  const script = document.currentScript;
  const origin = new URL(script ? script.src : location.href).origin;
  const OPTIONS = ['players', 'mode', 'spicyThreeTrios', 'teams', 'log', 'bots', 'name', 'theme', 'lang'];
  const ID = /^[A-Za-z0-9_-]{1,64}$/;

  function mount(el) {
    if (el.dataset.trioMounted) return;
    const game = el.dataset.trioGame || 'new';
    if (game !== 'new' && !ID.test(game)) return;
    el.dataset.trioMounted = '1';
    const src = new URL(`/embed/${game}`, origin);
    for (const key of OPTIONS) if (el.dataset[key]) src.searchParams.set(key, el.dataset[key]);
    src.searchParams.set('parent', location.origin);
    const frame = document.createElement('iframe');
    frame.src = src.href;
    frame.title = el.dataset.title || 'Trio card game';
    frame.allow = 'clipboard-write';
    frame.loading = 'lazy';
    frame.style.cssText =
      'display:block;width:100%;min-height:320px;height:560px;border:0;border-radius:12px;';
    el.replaceChildren(frame);
    el.addEventListener('trio:send', (event) => {
      if (event instanceof CustomEvent) frame.contentWindow?.postMessage(event.detail, origin);
    });
    window.addEventListener('message', (event) => {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      const data = event.data;
      if (data?.source !== 'trio' || typeof data.type !== 'string') return;
      if (data.type === 'resize' && Number.isFinite(data.height)) {
        frame.style.height = `${Math.max(320, Math.min(4000, Math.ceil(data.height)))}px`;
      }
      el.dispatchEvent(new CustomEvent(`trio:${data.type}`, { detail: data, bubbles: true }));
    });
  }

  function mountAll() {
    for (const el of document.querySelectorAll('[data-trio-game]')) mount(el);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
})();
