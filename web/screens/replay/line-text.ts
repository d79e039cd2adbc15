import type { Target } from '../../../shared/engine/types';
import type { Messages, ReplayMessages } from '../../../shared/i18n';
import type { SeatRecord } from '../../../shared/protocol/record';
import { recordName } from '../../ui/record-text';
import type { ReplayLine } from './log-lines';

/**
 * A replay line as a sentence in the page's language: the table's log words (`Messages`) for what
 * the table's log also says, the replay's (`ReplayMessages`) for what only a replay knows (the
 * cards offered in a swap). Player names are never translated; a computer is named as at the
 * table ("Bot 2").
 */

/** The words a replay line needs. */
export interface LineWords {
  t: Messages;
  r: ReplayMessages;
}

/** "Team A" for the team of `seat`'s index in the table's teams. */
function teamName(t: Messages, team: readonly number[]): string {
  return t.team(String.fromCharCode(65 + Math.min(...team)));
}

/** "center slot 4", "Bob’s lowest card", "their own highest card". */
export function cardText(t: Messages, target: Target, by: number, name: (seat: number) => string): string {
  if (target.kind === 'center') return t.centerSlot(target.slot + 1);
  if (target.seat === by) return t.ownCard(target.end);
  return t.handCardOf({ name: name(target.seat), end: target.end });
}

/** The sentence for `line` (a reveal's value is shown apart, as a card value, after it). */
export function lineText({ t, r }: LineWords, line: ReplayLine, seats: readonly SeatRecord[]): string {
  const name = (seat: number) => recordName(t, seats, seat);
  switch (line.kind) {
    case 'deal':
      return line.swap ? r.dealSwap : r.deal(name(line.first));
    case 'turn':
      return t.turnOf(name(line.seat));
    case 'reveal':
      return t.logRevealed({ name: name(line.seat), card: cardText(t, line.target, line.seat, name) });
    case 'mismatch':
      return t.logMismatch;
    case 'trio':
      return t.logTrio({ name: name(line.seat), value: line.value });
    case 'swap_started':
      return t.logSwapStarted;
    case 'offer':
      return r.offer({ name: name(line.seat), value: line.value });
    case 'skip':
      return r.skip(name(line.seat));
    case 'swap_done':
      return line.swapped ? t.logSwapped(teamName(t, line.team)) : t.logNoSwap(teamName(t, line.team));
    case 'won':
      return line.seats.length > 1
        ? t.logTeamWon({ team: teamName(t, line.seats), names: t.list(line.seats.map(name)) })
        : t.logWon(name(line.seats[0] ?? 0));
  }
}
