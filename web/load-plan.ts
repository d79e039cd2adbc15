/**
 * The shape of a screen's load plan: its parts (modules under web/, or a catalog part in every
 * language) and when each loads. Each screen's plan lives beside it (`screens/<name>/load-plan.ts`)
 * and is plain data, read in three places: the build (vite/load-hints.ts writes the page's
 * `<link rel="modulepreload">` and style preloads from it, so every `first-paint` and
 * `beside-socket` part arrives in the same wave as the entry), the bundle bench
 * (bench/bundle-pages.ts) and test/web/load-plan.test.ts (every lazy import of a screen is in its
 * plan, and every planned module is lazily imported).
 */

/**
 * - `first-paint`: fetched in the page's first wave (preloaded by the HTML) and awaited before the
 *   first render: the screen never shows empty, unstyled or in the wrong language.
 * - `beside-socket`: fetched in the same first wave but not awaited by the first render (the wire's
 *   schemas: the socket's first frames wait for them, the first paint does not).
 * - `idle`: fetched when the browser is idle after the screen has shown.
 * - `on-demand`: fetched when something asks for it (a dialog, a lobby, a team game's swap).
 */
export type Stage = 'first-paint' | 'beside-socket' | 'idle' | 'on-demand';

/** Where a room part is needed: a full page, a frame (`/embed/…`), or both. */
export type Where = 'page' | 'frame' | 'both';

export interface PlannedPart {
  /**
   * A module path relative to web/ (`screens/room/RoomScreen.tsx`), or a catalog part of the
   * page's language: `catalog:<part>` (shared/i18n/<part>/<lang>.ts; the Worker keeps the hint of
   * the language it serves and drops the others).
   */
  module: string;
  stage: Stage;
  /** Full page, frame or both (default both). */
  where?: Where;
  /** Why it loads then: one line, for whoever reads the plan. */
  why: string;
  /**
   * An on-demand part that joins the first wave of a room page's visitor who holds no seat token
   * for the room (`guest`: the lobby) or has no name yet (`stranger`: the name question, which a
   * guest's parts come with): web/boot.ts, which knows, hints it (vite/load-hints.ts writes the list).
   */
  early?: 'guest' | 'stranger';
}

export interface LoadPlan {
  /** The screen this plan is for (`room`, `home`, `replay`, `embed`). */
  screen: string;
  parts: PlannedPart[];
}

/** A catalog part, in the page's language. */
export const catalog = (part: string): string => `catalog:${part}`;

/** The parts of `plan` fetched in the first wave (first paint and beside the socket) where `where` is. */
export function firstWave(plan: LoadPlan, where: 'page' | 'frame'): PlannedPart[] {
  return plan.parts.filter(
    (p) => (p.stage === 'first-paint' || p.stage === 'beside-socket') && (p.where ?? 'both') !== other(where),
  );
}

const other = (where: 'page' | 'frame'): Where => (where === 'page' ? 'frame' : 'page');
