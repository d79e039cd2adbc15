/**
 * The expert search (issue 30): flat Monte Carlo over determinised worlds. For each reachable
 * reveal it plays the rest of the game in `K` worlds sampled from what the seat knows
 * (`worlds.ts`, the hard bot's sampler and readings of play), every seat following the playout
 * greedy (`playout.ts`), and picks the reveal with the most wins (team wins for teams). Every
 * reveal of a turn is decided afresh, so each continuation within the turn is searched too.
 * Randomness: only the bot's own generator (the cursor); input: only the board (the seat's view
 * and memory).
 */
import type { Target } from '../engine/types';
import type { Board } from './board';
import { sameTarget } from './legal';
import { cloneSim, playOut, type Rand, type Sim, step } from './playout';
import { draw, type RngCursor } from './rng';
import { sampleWorlds, UNLIKELY } from './worlds';

/** Worlds per decision and the playout horizon in turns (a game rarely lasts 60). */
export const EXPERT = { worlds: 24, horizon: 80, margin: 0.08 };

/** The playout state of one sampled world, from the board and a world's values for its spots. */
export function simOf(board: Board, spots: { line: number; idx: number }[], sample: Int8Array): Sim {
  const view = board.view;
  const full = board.lines.map((l) => l.full.map((v): number => v ?? 0));
  const center = board.center.map((v): number => v ?? 0);
  spots.forEach((sp, i) => {
    const t = sp.line < 0 ? center : full[sp.line];
    if (t !== undefined) t[sp.idx] = sample[i] ?? 0;
  });
  view.center.forEach((c, slot) => {
    if (typeof c === 'number') center[slot] = c;
    else if (c === 'empty') center[slot] = 0;
  });
  const rev = view.revealed.map((r) =>
    r.target.kind === 'center'
      ? { slot: r.target.slot, seat: 0, high: 0, v: r.value }
      : { slot: -1, seat: r.target.seat, high: r.target.end === 'highest' ? 1 : 0, v: r.value },
  );
  return {
    spicy: view.config.mode === 'spicy',
    threeTrios: view.config.spicyThreeTrios,
    teams: view.teams,
    hands: board.lines.map((l, li) => (full[li] ?? []).slice(l.lo, l.full.length - l.hi)),
    known: board.lines.map((l) => l.pub.slice(l.lo, l.full.length - l.hi).map((v) => v !== null)),
    center,
    cknown: board.center.map((v) => v !== null),
    trios: view.trios.map((t) => t.slice()),
    turn: view.turn,
    rev,
    winner: null,
  };
}

/**
 * The reveal with the best mean playout score, or undefined when no world can be sampled. `prior`
 * (the hard bot's choice) keeps the move unless another beats its mean win rate by `margin`.
 */
export function searchPlayouts(
  board: Board,
  cursor: RngCursor,
  k = EXPERT.worlds,
  prior: Target | null = null,
  margin = EXPERT.margin,
): Target | undefined {
  const worlds = sampleWorlds(board, k, cursor, UNLIKELY);
  const sources = board.sources;
  if (worlds === null || sources.length === 0) return undefined;
  if (sources.length === 1) return sources[0]?.target;
  const me = board.me;
  const score = new Float64Array(sources.length);
  for (const sample of worlds.samples) {
    const base = simOf(board, worlds.spots, sample);
    // The same playout randomness for every candidate in a world (common random numbers).
    const seed = (draw(cursor) * 4294967296) >>> 0 || 1;
    sources.forEach((s, si) => {
      const sim = cloneSim(base);
      if (s.kind === 'center') step(sim, s.slot, 0, 0);
      else step(sim, -1, s.line.seat, s.end === 'highest' ? 1 : 0);
      const r: Rand = { s: seed };
      const won = playOut(sim, r, EXPERT.horizon);
      score[si] = (score[si] ?? 0) + (won.includes(me) ? 1 : won.length === 0 ? 1 / sim.hands.length : 0);
    });
  }
  let top = -1;
  let pick: Target | undefined;
  const n = worlds.samples.length;
  sources.forEach((s, si) => {
    const bonus = prior !== null && sameTarget(s.target, prior) ? margin * n : 0;
    if ((score[si] ?? 0) + bonus > top) [top, pick] = [(score[si] ?? 0) + bonus, s.target];
  });
  return pick;
}
