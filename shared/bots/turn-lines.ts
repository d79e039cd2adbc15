import type { CardValue, PlayerView, Reveal, Seat } from '../engine/types';

/**
 * What a seat's view says of the hands during a turn, for any player that reads only the view
 * (the bots here, and the benchmark's greedy player in bench/greedy): which cards this turn took
 * from each end of a hand, each hand's positions as at the turn's start, and the copies of each
 * value nobody has located. Hands are sorted, so the k-th card taken from a hand's lowest end in
 * one turn was its k-th position (docs/rules.md, A turn).
 */

/** Cards taken from each end of `seat`'s hand by `turn`'s reveals (`lo`: lowest end, `hi`: highest). */
export function takenFrom(turn: readonly Reveal[], seat: Seat): { lo: number; hi: number } {
  let lo = 0;
  let hi = 0;
  for (const r of turn)
    if (r.target.kind === 'hand' && r.target.seat === seat) {
      if (r.target.end === 'lowest') lo++;
      else hi++;
    }
  return { lo, hi };
}

/**
 * `seat`'s hand as at the turn's start: `remembered` positions when they are as many (else all
 * unknown, null) and this turn's reveals written over its ends; the viewer's own cards, between
 * `lo` and `n - hi`, are the caller's to write. `lo`/`hi`: cards this turn took from each end.
 */
export function turnLine(
  view: PlayerView,
  seat: Seat,
  remembered: readonly (CardValue | null)[] | undefined,
): { full: (CardValue | null)[]; lo: number; hi: number } {
  const { lo, hi } = takenFrom(view.revealed, seat);
  const n = (view.handSizes[seat] ?? 0) + lo + hi;
  const full = remembered?.length === n ? remembered.slice() : new Array<CardValue | null>(n).fill(null);
  let l = 0;
  let h = 0;
  for (const r of view.revealed) {
    if (r.target.kind !== 'hand' || r.target.seat !== seat) continue;
    if (r.target.end === 'lowest') full[l++] = r.value;
    else full[n - 1 - h++] = r.value;
  }
  return { full, lo, hi };
}

/**
 * Index = value (0 unused): the copies of each value neither collected in a trio nor among
 * `located` (values the seat knows where they lie; null and undefined are unknown or gone) nor
 * face up in the center. Three copies of each value (docs/rules.md, The cards).
 */
export function unlocatedCopies(view: PlayerView, located: Iterable<CardValue | null | undefined>): number[] {
  const pool = new Array<number>(13).fill(3);
  pool[0] = 0;
  for (const trio of view.trios) for (const v of trio) pool[v] = 0;
  const seen = (v: CardValue | null | undefined): void => {
    if (v !== null && v !== undefined && (pool[v] ?? 0) > 0) pool[v] = (pool[v] ?? 0) - 1;
  };
  for (const v of located) seen(v);
  for (const c of view.center) if (typeof c === 'number') seen(c);
  return pool;
}
