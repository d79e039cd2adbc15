import type { Target, WinReason } from '../../../shared/engine/types';
import type { ReplayLine } from './log-lines';
import { text } from './text';

/**
 * A replay line as a sentence in the page's language. `names`: the record's seat names (never
 * translated). A reveal names the card's value: the game is over, nothing is hidden any more.
 */

const REASONS: Record<WinReason, () => string> = {
  trio_of_sevens: () => text.reasonSevens,
  three_trios: () => text.reasonThree,
  connected_trios: () => text.reasonConnected,
};

/** Why a game was won, as a phrase ("three trios"). */
export function reasonText(reason: WinReason): string {
  return REASONS[reason]();
}

function card(target: Target, seat: number, names: readonly string[]): string {
  if (target.kind === 'center') return text.slot(target.slot + 1);
  if (target.seat === seat) return text.ownCard(target.end);
  return text.handCard({ name: names[target.seat] ?? '', end: target.end });
}

/** The sentence for `line` (a reveal's value is said apart: the log shows it as a card). */
export function lineText(line: ReplayLine, names: readonly string[]): string {
  const name = (seat: number) => names[seat] ?? '';
  switch (line.kind) {
    case 'deal':
      return line.swap ? text.dealSwap : text.deal(name(line.first));
    case 'turn':
      return text.turnOf(name(line.seat));
    case 'reveal':
      return text.revealed({ name: name(line.seat), card: card(line.target, line.seat, names) });
    case 'mismatch':
      return text.mismatch;
    case 'trio':
      return text.trio({ name: name(line.seat), value: line.value });
    case 'swap_started':
      return text.swapStarted;
    case 'offer':
      return text.offer({ name: name(line.seat), value: line.value });
    case 'skip':
      return text.skip(name(line.seat));
    case 'swap_done': {
      const team = text.and(line.team.map(name));
      return line.swapped ? text.swapped(team) : text.noSwap(team);
    }
    case 'won':
      return text.won({ names: text.and(line.seats.map(name)), reason: reasonText(line.reason) });
  }
}
