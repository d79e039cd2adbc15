import type { Seat } from '../../../../shared/engine/types';
import { messages } from '../../../state/i18n';
import { useTurnCountdown } from './turn-clock';
import '../tags.css';
import './TimerTag.css';

/**
 * Another seat's turn timer, during the last third of its limit: "a bot plays in 12 s" ("bot in 12 s" on
 * phones). Pinned to the tile's bottom edge, out of the flow, so it comes and goes without moving
 * anything.
 */
export function TimerTag({ seat }: { seat: Seat }) {
  const left = useTurnCountdown(seat);
  if (left === null) return null;
  const t = messages.value;
  return (
    <span class="tag turn-clock phrase">
      <span class="away-long">{t.botPlaysIn(left)}</span>
      <span class="away-short">{t.botPlaysInShort(left)}</span>
    </span>
  );
}
