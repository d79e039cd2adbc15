/**
 * The expert search (issue 30): flat Monte Carlo over determinised worlds. For each reachable
 * reveal it plays on in `K` worlds sampled from what the seat knows (`worlds.ts`, the hard bot's
 * sampler and readings of play), every seat following the playout greedy (`playout.ts`), to a win
 * or a horizon of H turn changes scored by the trio lead (`standing`), and picks the reveal with
 * the best mean (team wins for teams); hard's own reveal stands unless beaten by a margin. Every
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

/**
 * Worlds per decision, the playout horizon in turn changes (the seat's turn and the next seats'),
 * and the lead hard's own reveal keeps (issue 30, bench/RESULTS.md: against 2 greedy, full-game
 * playouts and a 0.05 margin lost to hard's own choice; horizon 3 with 0.15 is level with hard,
 * 46.5 vs 42.8 % in simple over 600 games).
 */
export const EXPERT = { worlds: 24, horizon: 3, margin: 0.15 };

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
 * A playout cut at the horizon: parity (1 / teams) plus `TRIO` per trio the seat's team leads the
 * best rival team by, within [0, 1].
 */
function standing(sim: Sim, me: number): number {
  const teams = sim.teams ?? sim.hands.map((_, s) => [s]);
  const count = (t: number[]): number => t.reduce((a, s) => a + (sim.trios[s]?.length ?? 0), 0);
  let mine = 0;
  let rival = 0;
  for (const t of teams) {
    if (t.includes(me)) mine = count(t);
    else rival = Math.max(rival, count(t));
  }
  return Math.min(1, Math.max(0, 1 / teams.length + TRIO * (mine - rival)));
}

/** What one trio of lead is worth at the horizon, in win chance. */
const TRIO = 0.2;

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
  horizon = EXPERT.horizon,
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
      const won = playOut(sim, r, horizon);
      score[si] = (score[si] ?? 0) + (sim.winner === null ? standing(sim, me) : won.includes(me) ? 1 : 0);
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
