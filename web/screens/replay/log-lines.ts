import type { CardValue, Seat, Target, WinReason } from '../../../shared/engine/types';
import type { Replayed } from '../../../shared/record/replay';

/**
 * The replay's log: one line per thing that happened, each linked to the step that shows it
 * (0: the deal). A replay knows what the table did not: which card each partner offered in a
 * swap, so those lines name it. Lines are grouped by turn (`turn` lines start a group).
 */
export type ReplayLine =
  | { kind: 'deal'; step: number; first: Seat; swap: boolean }
  | { kind: 'turn'; step: number; seat: Seat }
  | { kind: 'reveal'; step: number; seat: Seat; target: Target; value: CardValue }
  | { kind: 'mismatch'; step: number; seat: Seat }
  | { kind: 'trio'; step: number; seat: Seat; value: CardValue }
  | { kind: 'swap_started'; step: number }
  | { kind: 'offer'; step: number; seat: Seat; value: CardValue }
  | { kind: 'skip'; step: number; seat: Seat }
  | { kind: 'swap_done'; step: number; team: Seat[]; swapped: boolean }
  | { kind: 'won'; step: number; seats: Seat[]; reason: WinReason };

/** Every line of the game, in order. */
export function replayLines(replayed: Replayed): ReplayLine[] {
  const { start, steps } = replayed;
  const lines: ReplayLine[] = [{ kind: 'deal', step: 0, first: start.turn, swap: start.phase === 'swap' }];
  steps.forEach(({ seat, action, events }, i) => {
    const step = i + 1;
    if (action.type === 'swap') lines.push({ kind: 'offer', step, seat, value: action.value });
    else if (action.type === 'skip_swap') lines.push({ kind: 'skip', step, seat });
    for (const e of events) {
      switch (e.type) {
        case 'revealed':
          lines.push({ kind: 'reveal', step, seat: e.seat, target: e.target, value: e.value });
          break;
        case 'mismatch':
          lines.push({ kind: 'mismatch', step, seat: e.seat });
          break;
        case 'trio_collected':
          lines.push({ kind: 'trio', step, seat: e.seat, value: e.value });
          break;
        case 'turn_started':
          lines.push({ kind: 'turn', step, seat: e.seat });
          break;
        case 'swap_started':
          lines.push({ kind: 'swap_started', step });
          break;
        case 'swap_done':
          lines.push({ kind: 'swap_done', step, team: e.team, swapped: e.swapped });
          break;
        case 'game_won':
          lines.push({ kind: 'won', step, seats: e.seats, reason: e.reason });
          break;
      }
    }
  });
  return lines;
}

/** The lines in groups: the deal, then one group per turn (each starting at its `turn` line). */
export function lineGroups(lines: readonly ReplayLine[]): ReplayLine[][] {
  const groups: ReplayLine[][] = [];
  for (const line of lines) {
    const current = groups[groups.length - 1];
    if (line.kind === 'turn' || line.kind === 'deal' || !current) groups.push([line]);
    else current.push(line);
  }
  return groups;
}

/** The step each line shows best: the last line at or before `step` (for highlighting it). */
export function currentLine(lines: readonly ReplayLine[], step: number): number {
  let found = 0;
  for (let i = 0; i < lines.length; i++) if (lines[i]!.step <= step) found = i;
  return found;
}
