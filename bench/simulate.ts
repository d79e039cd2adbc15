/**
 * Bot strength simulator (issue 5): plays seeded bot-only games with the real engine and prints one
 * JSON line `{ games, seats, mode, wins, winRate, avgTurns, gamesPerSecond }`.
 *
 *   npm run simulate -- --games 10000 --seats hard,normal,normal --mode simple [--teams] [--seed s]
 *     [--three-trios] [--timing]
 *
 * A seat is a bot level (easy, normal, hard) or `greedy`, the perfect-memory benchmark opponent
 * (bench/greedy, issue 30; not a level players choose), or `expert`, hard's memory deciding by
 * playouts in sampled worlds (shared/bots/plan-expert.ts; env EXPERT_WORLDS, EXPERT_MARGIN,
 * EXPERT_H override its worlds, margin and horizon). `--timing` adds, per listed entry, the
 * time its decisions took (`decideMs`: p50, p99, max in ms, over every decision of the run).
 *
 * `--three-trios` turns on the house option `spicyThreeTrios` (in spicy, three trios also win).
 * Seats are rotated game by game (listed entry k plays seat (k + g) mod n, the first seat is always
 * seat 0), so first-player advantage cancels; wins and winRate are per listed entry. In team games
 * a win counts for both partners.
 */

import {
  applyAction,
  createGame,
  type GameConfigInput,
  type GameState,
  playerView,
  type Seat,
} from '../shared/engine/index';
import { createPlayer, decidePlayer, observePlayer, type Player, SEAT_KINDS, type SeatKind } from './players';

interface Options {
  games: number;
  seats: SeatKind[];
  mode: 'simple' | 'spicy';
  teams: boolean;
  spicyThreeTrios: boolean;
  seed: string;
  timing: boolean;
}

function parseArgs(argv: string[]): Options {
  const o: Options = {
    games: 1000,
    seats: ['normal', 'normal', 'normal'],
    mode: 'simple',
    teams: false,
    spicyThreeTrios: false,
    seed: 'sim',
    timing: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = argv[i + 1] ?? '';
    if (a === '--games') o.games = Number.parseInt(next, 10);
    else if (a === '--seats') {
      o.seats = next.split(',').map((s) => {
        const level = SEAT_KINDS.find((l) => l === s.trim());
        if (level === undefined) throw new RangeError(`unknown level ${s}`);
        return level;
      });
    } else if (a === '--mode') o.mode = next === 'spicy' ? 'spicy' : 'simple';
    else if (a === '--seed') o.seed = next;
    else if (a === '--teams') {
      o.teams = true;
      continue;
    } else if (a === '--three-trios') {
      o.spicyThreeTrios = true;
      continue;
    } else if (a === '--timing') {
      o.timing = true;
      continue;
    } else continue;
    i++;
  }
  if (o.seats.length < 3 || o.seats.length > 6) throw new RangeError('3 to 6 seats');
  if (!Number.isInteger(o.games) || o.games < 1) throw new RangeError('--games must be a positive integer');
  return o;
}

/**
 * Plays one game to the end; returns the winning seats and the number of turns. With `times`, each
 * decision's duration in ms is pushed to `times[seat]`.
 */
export function playGame(
  config: GameConfigInput,
  levels: readonly SeatKind[],
  seed: string,
  times: number[][] | null = null,
): { winners: Seat[]; turns: number } {
  let state: GameState = createGame(config, { seed, firstSeat: 0 });
  let bots: Player[] = levels.map((l, s) => createPlayer(l, s, `${seed}:${s}`));
  bots = bots.map((b, s) => observePlayer(b, playerView(state, s), []));
  let turns = 0;
  for (let guard = 0; state.phase !== 'over'; guard++) {
    if (guard > 5000) throw new Error(`game ${seed} does not end`);
    const seat = actingSeat(state);
    const bot = bots[seat];
    if (bot === undefined) throw new Error('no bot');
    const view = playerView(state, seat);
    const t0 = times === null ? 0 : performance.now();
    const { action, player } = decidePlayer(bot, view);
    if (times !== null) times[seat]?.push(performance.now() - t0);
    bots[seat] = player;
    const result = applyAction(state, seat, action);
    if (!result.ok) throw new Error(`${seed}: illegal ${JSON.stringify(action)}: ${result.error.code}`);
    state = result.state;
    for (const e of result.events) if (e.type === 'mismatch' || e.type === 'trio_collected') turns++;
    const events = result.events;
    bots = bots.map((b, s) => observePlayer(b, playerView(state, s), events));
  }
  return { winners: state.winner?.seats ?? [], turns };
}

function actingSeat(state: GameState): Seat {
  if (state.phase !== 'swap') return state.turn;
  const choices = state.swap?.choices ?? [];
  const seat = choices.findIndex((c) => c !== null && c.kind === 'deciding');
  return seat >= 0 ? seat : state.turn;
}

/** p50, p99 and max of durations in ms (rounded to µs). */
function percentiles(ms: number[]): { n: number; p50: number; p99: number; max: number } {
  const s = ms.slice().sort((a, b) => a - b);
  const at = (q: number): number =>
    Math.round((s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? 0) * 1000) / 1000;
  return { n: s.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}

function main(): void {
  const o = parseArgs(process.argv.slice(2));
  const n = o.seats.length as 3 | 4 | 5 | 6;
  const wins = o.seats.map(() => 0);
  let turns = 0;
  const decisions: number[][] = o.seats.map(() => []);
  const t0 = performance.now();
  for (let g = 0; g < o.games; g++) {
    // Listed entry k sits at seat (k + g) mod n: every entry starts first equally often.
    const levels: SeatKind[] = new Array<SeatKind>(n);
    for (let k = 0; k < n; k++) levels[(k + g) % n] = o.seats[k] ?? 'normal';
    const config = { players: n, mode: o.mode, teams: o.teams, spicyThreeTrios: o.spicyThreeTrios };
    const times = o.timing ? levels.map((): number[] => []) : null;
    const r = playGame(config, levels, `${o.seed}:${g}`, times);
    if (times !== null) for (let k = 0; k < n; k++) decisions[k]?.push(...(times[(k + g) % n] ?? []));
    turns += r.turns;
    for (let k = 0; k < n; k++) if (r.winners.includes((k + g) % n)) wins[k] = (wins[k] ?? 0) + 1;
  }
  const seconds = (performance.now() - t0) / 1000;
  const round = (x: number, d: number): number => Math.round(x * 10 ** d) / 10 ** d;
  console.log(
    JSON.stringify({
      games: o.games,
      seats: o.seats,
      mode: o.mode,
      ...(o.teams ? { teams: true } : {}),
      ...(o.spicyThreeTrios ? { spicyThreeTrios: true } : {}),
      wins,
      winRate: wins.map((w) => round(w / o.games, 4)),
      // One standard error of each win rate, √(p(1 − p)/games).
      stdErr: wins.map((w) => round(Math.sqrt(((w / o.games) * (1 - w / o.games)) / o.games), 4)),
      avgTurns: round(turns / o.games, 2),
      gamesPerSecond: round(o.games / seconds, 0),
      ...(o.timing ? { decideMs: decisions.map((d) => percentiles(d)) } : {}),
    }),
  );
}

main();
