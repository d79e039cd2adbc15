import './styles/base.css';
import './styles/values.css';
import { render } from 'preact';
import { App } from './app/App';
import { ErrorBoundary } from './app/ErrorBoundary';
import { loadFirst } from './app/screens';
import { startLanguage } from './state/i18n';
import { embedded, route } from './state/route';
import { pageShown, whenIdle } from './ui/lazy';

const first = route.value;
// The room's socket first: it is the longest wait (to the room, wherever it is), and needs no screen.
if (first.page === 'room') void import('./app/room-start').then((m) => m.startRoom(first.id));
// The first screen's code and CSS, and the player's language, arrive (in parallel) before the
// first paint: no empty, unstyled or English-first frame.
void Promise.all([loadFirst(first, embedded), startLanguage()]).then(() => {
  const root = document.getElementById('app');
  if (root)
    render(
      <ErrorBoundary>
        <App />
      </ErrorBoundary>,
      root,
    );
  // A room's page is shown when its first frames are (RoomScreen); any other page now.
  if (first.page !== 'room') pageShown();
  // The offline app (vite.config.ts, `offlineApp`): registered once the page is shown and idle,
  // so nothing of it slows a first load; a frame on another site's page never registers it.
  if (!embedded && 'serviceWorker' in navigator)
    // A worker that fails to register only means no offline play: the page is the same.
    whenIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => {}));
});
