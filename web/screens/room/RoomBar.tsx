import { useSignal } from '@preact/signals';
import { reconnectNow } from '../../net/connection';
import { loadBarText, messages } from '../../state/i18n';
import { room } from '../../state/room';
import { navigate } from '../../state/route';
import { ConnectionBadge } from '../../ui/ConnectionBadge';
import { lazy } from '../../ui/lazy';
import type { RoomDialog } from './RoomDialogs';
import './RoomBar.css';

// Not needed for the first paint: fetched when idle, or at once when the player opens one.
// Optional: a failed fetch never replaces the table with the error page.
// The language picker too: it fills a slot of fixed width (RoomBar.css), so nothing moves.
const LanguagePicker = lazy(() => import('../../ui/LanguagePicker').then((m) => m.LanguagePicker), {
  idle: true,
  optional: true,
});
const RoomDialogs = lazy(
  () => Promise.all([import('./RoomDialogs'), loadBarText()]).then(([m]) => m.RoomDialogs),
  {
    idle: true,
    optional: true,
  },
);

/**
 * The room's top bar: the home link (which asks first while a game is running), the rules as a
 * dialog, the log's drawer on phones, and the connection's state.
 */
export function RoomBar() {
  const asked = useSignal<RoomDialog | null>(null);
  const open = (dialog: RoomDialog) => {
    asked.value = dialog;
    void RoomDialogs.load();
  };
  const t = messages.value;
  const status = room.value?.status;
  const running = status === 'playing';
  const atTable = !!status && status !== 'lobby';
  const watching = atTable ? (room.value?.spectators ?? 0) : 0;
  return (
    <header class="topbar">
      <a
        href="/"
        class="brand"
        onClick={(e) => {
          e.preventDefault();
          if (running) open('leave');
          else navigate('/');
        }}
      >
        Trio
      </a>
      <span class="topbar-end">
        {watching > 0 && <span class="watching">{t.watching(watching)}</span>}
        <span class="lang-slot">
          <LanguagePicker />
        </span>
        <button type="button" class="btn small ghost rules-open" onClick={() => open('rules')}>
          {t.rules}
        </button>
        {/* Phones: the log is a drawer this opens (GameLog is a popover); wider, it is beside the table. */}
        {atTable && (
          <button type="button" class="btn small ghost log-open" popovertarget="game-log">
            {t.log}
          </button>
        )}
        <ConnectionBadge onRetry={reconnectNow} />
      </span>
      <RoomDialogs asked={asked} />
    </header>
  );
}
