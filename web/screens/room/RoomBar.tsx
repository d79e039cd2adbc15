import { useRef } from 'preact/hooks';
import { CLOSE_CODES } from '../../../shared/protocol/index';
import { room } from '../../net/store';
import { navigate } from '../../state/route';
import { ConnectionBadge } from '../../ui/ConnectionBadge';
import { RulesPanel } from '../../ui/RulesPanel';
import { leaveRoom } from './session';

/**
 * The room's top bar: the home link (which asks first while a game is running), the rules as a
 * dialog, and the connection's state.
 */
export function RoomBar() {
  const rules = useRef<HTMLDialogElement>(null);
  const leave = useRef<HTMLDialogElement>(null);
  const running = room.value?.status === 'playing';
  const watching = room.value?.status === 'lobby' ? 0 : (room.value?.spectators ?? 0);
  return (
    <header class="topbar">
      <a
        href="/"
        class="brand"
        onClick={(e) => {
          e.preventDefault();
          if (running) leave.current?.showModal();
          else navigate('/');
        }}
      >
        Trio
      </a>
      <span class="topbar-end">
        {watching > 0 && <span class="watching">{watching} watching</span>}
        <button type="button" class="btn small ghost rules-open" onClick={() => rules.current?.showModal()}>
          Rules
        </button>
        <ConnectionBadge />
      </span>
      <dialog ref={rules} class="sheet rules-dialog" aria-label="Rules">
        <form method="dialog" class="sheet-close">
          <button type="submit" class="btn small" aria-label="Close the rules">
            Close
          </button>
        </form>
        <RulesPanel open />
      </dialog>
      <dialog ref={leave} class="sheet confirm" aria-labelledby="leave-title">
        <h2 id="leave-title">Leave this game?</h2>
        <p>
          The game goes on without you: a bot plays your turns until you come back. Your seat is kept on this
          device, and the home page offers a way back.
        </p>
        <form method="dialog" class="confirm-actions">
          <button type="submit" class="btn primary">
            Stay
          </button>
          <button
            type="button"
            class="btn ghost"
            onClick={() => {
              leave.current?.close();
              // On purpose: the server lets a computer take the seat at once, nobody waits.
              leaveRoom(CLOSE_CODES.left);
              navigate('/');
            }}
          >
            Leave
          </button>
        </form>
      </dialog>
    </header>
  );
}
