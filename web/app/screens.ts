import { loadLearnText, loadLobby } from '../state/i18n';
import type { Route } from '../state/route';
import { lazy, prefetch } from '../ui/lazy';

/**
 * The lazy-screen loader: each screen is a chunk of its own (with its CSS), fetched for the route
 * that shows it. The page's first screen is loaded before the first paint (`loadFirst`), so the
 * page never shows an empty or unstyled frame; the screen a page is likely to need next is fetched
 * when the browser is idle (`prefetchNext`). bench/bundle.ts checks which chunks each page loads.
 * The screens before a table also wait for their words (`loadLobby`: shared/i18n/lobby, in the
 * page's language), fetched in parallel with their code.
 */

export const Home = lazy(() =>
  Promise.all([import('../screens/home/Home'), loadLobby()]).then(([m]) => m.Home),
);
export const RoomScreen = lazy(() =>
  import('../screens/room/RoomScreen').then(async (m) => {
    await m.loadRoomParts();
    return m.RoomScreen;
  }),
);
export const GoneScreen = lazy(() =>
  Promise.all([import('../screens/room/GoneScreen'), loadLobby()]).then(([m]) => m.GoneScreen),
);
export const EmbedNew = lazy(() =>
  Promise.all([import('../screens/embed/EmbedNew'), loadLobby()]).then(([m]) => m.EmbedNew),
);
export const EmbedBar = lazy(() => import('../screens/embed').then((m) => m.EmbedBar));
// The local table's pages (web/local): the guided first game, and Play now against the computer
// (offline too). Their words (shared/i18n/learn) come with them; the table's Web Worker is a chunk
// of its own, fetched when the game starts.
const localRoom = () =>
  Promise.all([import('../screens/room/local/LocalRoom'), loadLearnText()]).then(([m]) => m);
export const LocalRoom = lazy(() => localRoom().then((m) => m.LocalRoom));
export const LocalPlay = lazy(() => localRoom().then((m) => m.LocalPlay));
export const Learn = lazy(() =>
  Promise.all([import('../screens/learn/Learn'), loadLearnText(), loadLobby(), LocalRoom.load()]).then(
    ([m]) => m.Learn,
  ),
);
export const ReplayScreen = lazy(() => import('../screens/replay/ReplayScreen').then((m) => m.screen));

let bridge: Promise<void> | null = null;

/** Starts the embed's postMessage bridge, once (frames only: /embed/*). */
export function startBridge(): Promise<void> {
  bridge ??= import('../screens/embed').then((m) => m.startEmbed());
  return bridge;
}

/** The screens `route` renders. */
function screensOf(route: Route): { load(): Promise<void> }[] {
  switch (route.page) {
    case 'home':
      return [Home];
    case 'room':
      return [RoomScreen];
    case 'embed-new':
      return [EmbedNew];
    case 'missing':
      return [GoneScreen];
    case 'replay':
      return [ReplayScreen];
    case 'learn':
      return [Learn];
    case 'local':
      return [LocalPlay];
  }
}

/**
 * Loads what the first paint of `route` needs: its screen and, in a frame, the bridge (it sets the
 * theme) and the embed's bar. Resolves either way: a part that failed shows the error boundary.
 */
export function loadFirst(route: Route, embedded: boolean): Promise<unknown> {
  const parts: Promise<unknown>[] = screensOf(route).map((s) => s.load());
  if (embedded) parts.push(startBridge(), EmbedBar.load());
  return Promise.allSettled(parts);
}

/** After a screen has shown: fetches, when idle, the screen it most likely leads to. */
export function prefetchNext(route: Route): void {
  // Home → Play now or Create → the room; the embed's start form → its room.
  if (route.page === 'home' || route.page === 'embed-new') prefetch(RoomScreen);
}
