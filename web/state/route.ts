import { signal } from '@preact/signals';

/**
 * The page routes: `/`, `/g/:id` (a room), `/embed/:id` (the same in a frame, no chrome),
 * `/embed/new` (a room made to the URL's settings, in a frame), and the replays of finished games:
 * `/g/:id/replay/:game` (and `/embed/…` in a frame), and `/replay`, which opens a saved game file
 * without a server (no `id`, no `game`); `/learn`, the guided first game, and `/play`, a game
 * against the computer at the local table (web/local: no server, so it plays offline). Any id is
 * a room page: one that does not exist says so (the server answers 404), rather than showing the
 * home page; so does an /embed/ path with no valid id (`missing`).
 */
export type Route =
  | { page: 'home' }
  | { page: 'embed-new' }
  | { page: 'missing' }
  | { page: 'room'; id: string }
  | { page: 'replay'; id?: string | undefined; game?: number | undefined }
  // The guided first game, and a game against the computer at the local table (offline too).
  | { page: 'learn' }
  | { page: 'local' };

/** Whether this page is the embed (`/embed/*`), decided once at load: a frame stays one. */
export const embedded = location.pathname.startsWith('/embed/');

function parse(path: string): Route {
  if (/^\/embed\/new\/?$/.test(path)) return { page: 'embed-new' };
  const [, id, game] = path.match(/^\/(?:g|embed)\/([^/]{1,64})(?:\/replay\/([1-9]\d{0,8}))?\/?$/) ?? [];
  if (id && game) return { page: 'replay', id, game: +game };
  if (id) return { page: 'room', id };
  if (/^\/replay\/?$/.test(path)) return { page: 'replay' };
  if (/^\/learn\/?$/.test(path)) return { page: 'learn' };
  if (/^\/play\/?$/.test(path)) return { page: 'local' };
  // A frame never shows the home page: an /embed/ path without a valid id is a missing game.
  return { page: embedded ? 'missing' : 'home' };
}

export const route = signal<Route>(parse(location.pathname));

/** Shows a path without reloading the page; `replace` keeps the history entry (no back step). */
export function showRoute(path: string, replace = false): void {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  route.value = parse(location.pathname);
}

/** Goes to a path without reloading the page. */
export function navigate(path: string): void {
  showRoute(path);
  window.scrollTo(0, 0);
}

window.addEventListener('popstate', () => {
  route.value = parse(location.pathname);
});
