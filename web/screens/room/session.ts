import { effect } from '@preact/signals';
import { mustAct } from '../../../shared/engine/queries';
import { disconnect, onServerMessage } from '../../net/connection';
import { loadTeamText, messages } from '../../state/i18n';
import type { StateMessage } from '../../state/room';
import { view } from '../../state/room';
import { endHold, holdFromState } from './game/hold';
import { recordHistory, recordState, resetLog } from './game/log';
import { closedFor } from './game/result';

/** The team swap's notice ("you gave 5 and received 9"), once a team game fetched it. */
let swapNotice: ((message: StateMessage) => void) | null = null;

/** Fetches the swap notice and its words (team games only: with the swap panel, before any swap). */
export function loadSwapNotice(): Promise<void> {
  return Promise.all([import('./game/swap-notice'), loadTeamText()]).then(([m]) => {
    swapNotice = m.swapNoticeFromState;
  });
}

/**
 * Whether the viewer's move is due: its reveal in phase `play`, or its choice in a team swap
 * (docs/rules.md, Team variant) that it has not made yet.
 */
function moveDue(): boolean {
  const v = view.value;
  return !!v && mustAct(v, v.viewer);
}

let started = false;

/** Wires the derived client state (log, mismatch hold, swap notices, the tab's title) to the socket's messages. */
export function startSession(): void {
  // Once per page: the room page and the local table's page both start it.
  if (started) return;
  started = true;
  // The page's own title (a room's link-preview title, "2 seats free") would go stale in play.
  effect(() => {
    // The mark, "(Your turn) ", is seen from another tab or a minimised window. "Trio Online" is a name.
    // The socket's frames may come before the page's words (web/boot.ts opens it first): no mark
    // until they are here.
    const words = messages.value as typeof messages.value | undefined;
    document.title = `${moveDue() && words ? words.turnMark : ''}Trio Online`;
  });
  onServerMessage((message) => {
    if (message.type === 'state') {
      recordState(message);
      holdFromState(message);
      swapNotice?.(message);
    } else if (message.type === 'history') {
      recordHistory(message);
    }
  });
}

/**
 * Leaves the room (closing with `code`, see `disconnect`) and forgets every state tied to it: the
 * next room's game may be numbered 1 again, and must not start with this one's log or result.
 */
export function leaveRoom(code?: number): void {
  disconnect(code);
  resetLog();
  endHold();
  closedFor.value = null;
}
