import { useEffect, useState } from 'preact/hooks';
import { TAKEOVER_AFTER_MS } from '../../../../shared/protocol/constants';
import type { SeatInfo } from '../../../../shared/protocol/messages';
import { lifeMessages } from '../../../state/i18n';
import { roomAt } from '../../../state/room';
import '../tags.css';

/** Whole seconds until a computer may take over an away seat, from the room message's age. */
function secondsLeft(awayForMs: number, at: number): number {
  return Math.ceil((TAKEOVER_AFTER_MS - awayForMs - (performance.now() - at)) / 1000);
}

/**
 * An away human's tag on the table: "away · a bot plays in 42 s" ("away · bot in 42 s" on phones)
 * counting down to the takeover
 * (`awayForMs` is an age at the room message's arrival, so only the client's monotonic clock is
 * used), then "away · bot soon" until their turn comes, and "away · bot plays" once it does.
 * Outside a running game (no `awayForMs`): just "away".
 */
export function AwayTag({ info }: { info: SeatInfo }) {
  const away = !info.bot && !info.connected && info.player !== null;
  const since = away && !info.autoplay ? info.awayForMs : null;
  const at = roomAt.value;
  const [, tick] = useState(0);
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => {
      tick((n) => n + 1);
      if (secondsLeft(since, at) <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [since, at]);
  if (!away) return null;
  const t = lifeMessages.value;
  if (info.autoplay) return <span class="tag away phrase">{t.awayBotPlays}</span>;
  if (since === null) return <span class="tag away">{t.away}</span>;
  const left = secondsLeft(since, at);
  // Phones show the short wording: the long one is wider than a third of a 360 px screen.
  return (
    <span class="tag away phrase" title={t.awayTitle}>
      {left > 0 ? (
        <>
          <span class="away-long">{t.awayIn(left)}</span>
          <span class="away-short">{t.awayInShort(left)}</span>
        </>
      ) : (
        t.awaySoon
      )}
    </span>
  );
}
