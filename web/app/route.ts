import { signal } from '@preact/signals';

/**
 * The page routes: `/`, `/g/:id` (a room), `/embed/:id` (a room in a frame, no chrome) and
 * `/embed/new` (a room made to the URL's settings, in a frame). Any id is a room page: one that
 * does not exist says so (the server answers 404), rather than showing the home page.
 */
export type Route = { page: 'home' } | { page: 'embed-new' } | { page: 'room'; id: string; embed: boolean };

function parse(path: string): Route {
  if (/^\/embed\/new\/?$/.test(path)) return { page: 'embed-new' };
  const m = path.match(/^\/(g|embed)\/([^/]{1,64})\/?$/);
  if (m?.[2]) return { page: 'room', id: m[2], embed: m[1] === 'embed' };
  return { page: 'home' };
}

export const route = signal<Route>(parse(location.pathname));

/** Whether this page is the embed (`/embed/*`), decided once at load. */
export const embedded = location.pathname.startsWith('/embed/');

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
