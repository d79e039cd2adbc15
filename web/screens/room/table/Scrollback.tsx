import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { onServerMessage, send } from '../../../net/connection';
import { loadReplayText, replayText } from '../../../state/i18n';
import { game } from '../../../state/room';
import { prependLog } from '../game/log';

/**
 * "Show earlier moves", at the top of a log that starts mid-game: asks the server for the page of
 * the log before it (`log_page`: whole turns, redacted as the history is) and puts it in front,
 * keeping the lines the reader was looking at where they were; again and again, back to the deal.
 */
/** `from`: the version the log held here starts at (a turn boundary). */
function Scrollback({ from }: { from: number }) {
  const r = replayText.value;
  const busy = useSignal(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(
    () =>
      onServerMessage((m) => {
        if (m.type === 'error' && m.code === 'room/no_such_page') busy.value = false;
        if (m.type !== 'log_page' || m.game !== game.value?.game) return;
        const box = button.current?.closest('.log-list');
        const fromBottom = box ? box.scrollHeight - box.scrollTop : 0;
        prependLog(m.events, m.from, m.more);
        busy.value = false;
        // The new lines went in above: the lines on show stay where they were.
        requestAnimationFrame(() => {
          if (box) box.scrollTop = box.scrollHeight - fromBottom;
        });
      }),
    [],
  );
  const number = game.value?.game;
  if (number === undefined) return null;
  return (
    <button
      ref={button}
      type="button"
      class="btn small log-earlier"
      disabled={busy.value}
      onClick={() => {
        if (send({ type: 'log_page', game: number, before: from })) busy.value = true;
      }}
    >
      {busy.value ? r.loadingEarlier : r.showEarlier}
    </button>
  );
}

/** The button, once its words (shared/i18n/replay) have arrived. */
export const ready = loadReplayText().then(() => Scrollback);
