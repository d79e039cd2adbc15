import type { Signal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { CLOSE_CODES } from '../../../shared/protocol/constants';
import { barMessages, messages } from '../../state/i18n';
import { navigate } from '../../state/route';
import { loadRules, RulesPanel } from '../../ui/RulesPanel';
import { leaveRoom } from './session';
import './RoomDialogs.css';

/** The top bar's dialogs. */
export type RoomDialog = 'rules' | 'leave';

/**
 * The top bar's dialogs: the rules, and "Leave this game?" while a game runs. A chunk of its own,
 * fetched when idle: `asked` is the one the player asked for (set by the bar, even before this
 * code arrived), shown as a modal; closing it clears `asked`.
 */
export function RoomDialogs({ asked }: { asked: Signal<RoomDialog | null> }) {
  const rules = useRef<HTMLDialogElement>(null);
  const leave = useRef<HTMLDialogElement>(null);
  const wanted = asked.value;
  useEffect(() => {
    if (wanted === 'rules') loadRules();
    const dialog = wanted === 'rules' ? rules.current : wanted === 'leave' ? leave.current : null;
    if (dialog && !dialog.open) dialog.showModal();
  }, [wanted]);
  const closed = () => (asked.value = null);
  const t = messages.value;
  const k = barMessages.value;
  return (
    <>
      <dialog ref={rules} class="sheet rules-dialog" aria-label={t.rules} onClose={closed}>
        <form method="dialog" class="sheet-close">
          <button type="submit" class="btn small" aria-label={k.closeRules}>
            {k.close}
          </button>
        </form>
        <RulesPanel open />
      </dialog>
      <dialog ref={leave} class="sheet confirm" aria-labelledby="leave-title" onClose={closed}>
        <h2 id="leave-title">{k.leaveTitle}</h2>
        <p>{k.leaveBody}</p>
        <form method="dialog" class="confirm-actions">
          <button type="submit" class="btn primary">
            {k.stay}
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
            {k.leave}
          </button>
        </form>
      </dialog>
    </>
  );
}
