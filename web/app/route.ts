import { signal } from '@preact/signals';

/** The page routes: `/`, `/g/:id` (a room), `/embed/:id` (a room in a frame, no chrome). */
export type Route = { page: 'home' } | { page: 'room'; id: string; embed: boolean };

function parse(path: string): Route {
  const m = path.match(/^\/(g|embed)\/([A-Za-z0-9_-]{1,64})\/?$/);
  if (m?.[2]) return { page: 'room', id: m[2], embed: m[1] === 'embed' };
  return { page: 'home' };
}

export const route = signal<Route>(parse(location.pathname));

/** Goes to a path without reloading the page. */
export function navigate(path: string): void {
  history.pushState(null, '', path);
  route.value = parse(location.pathname);
  window.scrollTo(0, 0);
}

window.addEventListener('popstate', () => {
  route.value = parse(location.pathname);
});
