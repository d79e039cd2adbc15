/**
 * Bot strength simulator (issue 5): plays seeded bot-only games with the real engine and prints one
 * JSON line `{ games, seats, mode, wins, winRate, avgTurns, gamesPerSecond }`.
 *
 *   npm run simulate -- --games 10000 --seats hard,normal,normal --mode simple [--teams] [--seed s]
 *     [--three-trios]
 *
 * `--three-trios` turns on the house option `spicyThreeTrios` (in spicy, three trios also win).
 * Seats are rotated game by game (listed entry k plays seat (k + g) mod n, the first seat is always
 * seat 0), so first-player advantage cancels; wins and winRate are per listed entry. In team games
 * a win counts for both partners.
 */
import { type BotLevel, type BotMemory, createBot, decide, observe } from '../shared/bots/index';
import {
  applyAction,
  createGame,
  type GameConfigInput,
  type GameState,
  playerView,
  type Seat,
} from '../shared/engine/index';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

interface Options {
  games: number;
  seats: BotLevel[];
  mode: 'simple' | 'spicy';
  teams: boolean;
  spicyThreeTrios: boolean;
  seed: string;
}

function parseArgs(argv: string[]): Options {
  const o: Options = {
    games: 1000,
    seats: ['normal', 'normal', 'normal'],
    mode: 'simple',
    teams: false,
    spicyThreeTrios: false,
    seed: 'sim',
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = argv[i + 1] ?? '';
    if (a === '--games') o.games = Number.parseInt(next, 10);
    else if (a === '--seats') {
      o.seats = next.split(',').map((s) => {
        const level = LEVELS.find((l) => l === s.trim());
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
    } else continue;
    i++;
  }
  if (o.seats.length < 3 || o.seats.length > 6) throw new RangeError('3 to 6 seats');
  if (!Number.isInteger(o.games) || o.games < 1) throw new RangeError('--games must be a positive integer');
  return o;
}

/** Plays one game to the end; returns the winning seats and the number of turns. */
export function playGame(
  config: GameConfigInput,
  levels: readonly BotLevel[],
  seed: string,
): { winners: Seat[]; turns: number } {
  let state: GameState = createGame(config, { seed, firstSeat: 0 });
  let bots: BotMemory[] = levels.map((l, s) => createBot(l, s, `${seed}:${s}`));
  bots = bots.map((b, s) => observe(b, playerView(state, s), []));
  let turns = 0;
  for (let guard = 0; state.phase !== 'over'; guard++) {
    if (guard > 5000) throw new Error(`game ${seed} does not end`);
    const seat = actingSeat(state);
    const bot = bots[seat];
    if (bot === undefined) throw new Error('no bot');
    const { action, memory } = decide(bot, playerView(state, seat));
    bots[seat] = memory;
    const result = applyAction(state, seat, action);
    if (!result.ok) throw new Error(`${seed}: illegal ${JSON.stringify(action)}: ${result.error.code}`);
    state = result.state;
    for (const e of result.events) if (e.type === 'mismatch' || e.type === 'trio_collected') turns++;
    const events = result.events;
    bots = bots.map((b, s) => observe(b, playerView(state, s), events));
  }
  return { winners: state.winner?.seats ?? [], turns };
}

function actingSeat(state: GameState): Seat {
  if (state.phase !== 'swap') return state.turn;
  const choices = state.swap?.choices ?? [];
  const seat = choices.findIndex((c) => c !== null && c.kind === 'deciding');
  return seat >= 0 ? seat : state.turn;
}

function main(): void {
  const o = parseArgs(process.argv.slice(2));
  const n = o.seats.length as 3 | 4 | 5 | 6;
  const wins = o.seats.map(() => 0);
  let turns = 0;
  const t0 = performance.now();
  for (let g = 0; g < o.games; g++) {
    // Listed entry k sits at seat (k + g) mod n: every entry starts first equally often.
    const levels: BotLevel[] = new Array<BotLevel>(n);
    for (let k = 0; k < n; k++) levels[(k + g) % n] = o.seats[k] ?? 'normal';
    const config = { players: n, mode: o.mode, teams: o.teams, spicyThreeTrios: o.spicyThreeTrios };
    const r = playGame(config, levels, `${o.seed}:${g}`);
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
      avgTurns: round(turns / o.games, 2),
      gamesPerSecond: round(o.games / seconds, 0),
    }),
  );
}

main();
