/**
 * Scripts put into every page before its own (`addInitScript`), as strings: the bench's program
 * has no DOM types, and the page's CSP forbids eval. They read only what the page shows.
 */

/**
 * Whether an element is shown: laid out with an area, no ancestor hidden (display, visibility,
 * opacity 0). Not whether it is inside the viewport: on a phone, home's Play now button is
 * below the fold.
 */
export const VISIBLE = `(el) => {
  const r = el.getBoundingClientRect();
  if (r.width <= 0 || r.height <= 0) return false;
  for (let e = el; e; e = e.parentElement) {
    const s = getComputedStyle(e);
    if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) === 0) return false;
  }
  return true;
}`;

/**
 * Reports (through the binding `__benchShown`) the first moment one of `selectors` is visible:
 * `performance.now()` (ms from the navigation's start), the selector, and whether a frame
 * (`requestAnimationFrame`) or a DOM change (`MutationObserver`) saw it first. Top frame only.
 * `holdIdle`: `requestIdleCallback` work waits until then (bench:bundle counts what the screen
 * needs; what the page itself leaves for idle time is not, however early the browser is idle).
 */
export function shownWatcher(selectors: string[], holdIdle = false): string {
  return `(() => {
  if (window.top !== window) return;
  const selectors = ${JSON.stringify(selectors)};
  const held = [];
  const idle = window.requestIdleCallback?.bind(window);
  if (${holdIdle} && idle)
    window.requestIdleCallback = (cb, o) => (done ? idle(cb, o) : (held.push([cb, o]), 0));
  const visible = ${VISIBLE};
  let done = false;
  let observer = null;
  const check = (how) => {
    if (done) return;
    for (const selector of selectors)
      for (const el of document.querySelectorAll(selector))
        if (visible(el)) {
          done = true;
          observer?.disconnect();
          window.__benchShown({ ms: performance.now(), selector, how });
          for (const [cb, o] of held.splice(0)) idle(cb, o);
          return;
        }
  };
  const frame = () => { check('frame'); if (!done) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  observer = new MutationObserver(() => check('mutation'));
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;
}

/** Puts `values` into localStorage before the page runs (what a returning device holds). */
export function storageScript(values: Record<string, string>): string {
  return `(() => { try { for (const [k, v] of Object.entries(${JSON.stringify(values)})) localStorage.setItem(k, v); } catch {} })();`;
}
