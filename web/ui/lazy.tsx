import type { ComponentType, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * Components whose code is fetched on demand (a dynamic `import()`: Vite makes it a chunk of its
 * own, with its CSS, and loads the CSS before the promise resolves, so nothing shows unstyled).
 * The app root loads screens this way (web/app/screens.ts); screens load their own rarer parts.
 */

/** A component that renders nothing until its code has arrived; `load()` fetches it ahead. */
export interface LazyComponent<P> {
  (props: P): JSX.Element | null;
  /** Starts fetching (once; later calls share the promise) and resolves when it can render. */
  load(): Promise<void>;
}

/** How a lazy part behaves (both off by default: a screen the player is waiting for). */
export interface LazyOptions {
  /** Rendered, it starts fetching only when the browser is idle (text below the fold, a dialog). */
  idle?: boolean;
  /** A failed fetch renders nothing (and is tried again when next shown) instead of throwing. */
  optional?: boolean;
  /**
   * What shows until the code has arrived (default nothing): a box of the part's own size, so its
   * arrival moves nothing (a part fetched when idle that the first paint already has room for).
   */
  fallback?: () => JSX.Element | null;
}

/**
 * Wraps `load` (e.g. `() => import('./Lobby').then((m) => m.Lobby)`). Once loaded it renders at
 * once, even on its first render, so a part loaded ahead never shows an empty frame. A part that
 * fails to load (offline, or a deploy replaced its file) throws to the nearest error boundary (a
 * whole screen: the root's boundary offers a reload) unless it is `optional`.
 */
export function lazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { idle = false, optional = false, fallback = () => null }: LazyOptions = {},
): LazyComponent<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let failure: unknown = null;
  // The mounted copies waiting for the code, whoever started the fetch (a click, a prefetch).
  const waiting = new Set<() => void>();
  const start = (): Promise<void> => {
    if (loading) return loading;
    failure = null;
    loading = load().then(
      (component) => {
        Loaded = component;
      },
      (err: unknown) => {
        failure = err;
        loading = null;
        console.error('could not load a part of the page:', err);
      },
    );
    void loading.then(() => {
      for (const arrived of waiting) arrived();
    });
    return loading;
  };
  function Lazy(props: P): JSX.Element | null {
    const [, rerender] = useState(0);
    const rendered = Loaded !== null;
    useEffect(() => {
      const arrived = () => rerender((n) => n + 1);
      // The code may have arrived between this render (empty) and this effect: render it now.
      if (Loaded) {
        if (!rendered) arrived();
        return;
      }
      waiting.add(arrived);
      if (idle) whenIdle(() => void start());
      else void start();
      return () => {
        waiting.delete(arrived);
      };
    }, []);
    if (Loaded) return <Loaded {...props} />;
    if (failure !== null && !optional) throw failure;
    return fallback();
  }
  Lazy.load = start;
  return Lazy;
}

type Idle = (callback: () => void) => unknown;

/**
 * How long idle work waits at most for the page to say it is shown (ms): a room that never answers
 * must not keep the rest of the page (and the offline app) from coming.
 */
const SHOWN_AT_LATEST_MS = 8000;

let markShown: () => void = () => {};
/** Resolves once the page's main content is on screen (`pageShown`), or after SHOWN_AT_LATEST_MS. */
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
  setTimeout(resolve, SHOWN_AT_LATEST_MS);
});

/**
 * Says the page's main content is on screen: a room's table or lobby after its first frames,
 * any other page after its first paint (web/main.tsx). Idle work waits for it: while a table
 * waits on its room the browser looks idle, and prefetches would take the bandwidth that the
 * room's first frames need (docs/load-time.md). Later calls do nothing.
 */
export function pageShown(): void {
  markShown();
}

/**
 * Runs `task` when the browser has nothing better to do, after the page is shown (`pageShown`),
 * so a prefetch never competes with what the player is waiting for. Safari has no idle callback:
 * a short timeout stands in.
 */
export function whenIdle(task: () => void): void {
  const idle: Idle | undefined =
    typeof requestIdleCallback === 'function'
      ? (cb) => requestIdleCallback(cb, { timeout: 3000 })
      : undefined;
  void shown.then(() => (idle ?? ((cb: () => void) => setTimeout(cb, 300)))(task));
}

/** Fetches the parts a page is likely to need next, when idle. */
export function prefetch(...parts: { load(): Promise<void> }[]): void {
  whenIdle(() => {
    for (const part of parts) void part.load();
  });
}
