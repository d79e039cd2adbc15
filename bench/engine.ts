/**
 * Engine benchmark (`npm run bench`): applyAction calls per second in random legal play, and whole
 * random games per second, for 3–6 players and the 4- and 6-player team variant. One core, no
 * assertions: the figures go in bench/RESULTS.md. Budget (docs/design.md, Budgets): ≥ 1,000,000 applyAction/s.
 */
import os from 'node:os';
import {
  type Action,
  applyAction,
  createGame,
  type GameConfigInput,
  type GameState,
  legalActions,
  type Seat,
} from '../shared/engine';

/** mulberry32: the bench's own PRNG for choosing actions (the engine's PRNG is in the state). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function actingSeat(state: GameState): Seat {
  if (state.phase !== 'swap') return state.turn;
  const choices = state.swap!.choices;
  for (let s = 0; s < choices.length; s++) if (choices[s]?.kind === 'deciding') return s;
  throw new Error('a swap phase with nobody deciding');
}

/** Plays one random game; returns its actions (seat, action) in order. */
function randomGame(config: GameConfigInput, seed: string, random: () => number): [Seat, Action][] {
  let state = createGame(config, { seed });
  const log: [Seat, Action][] = [];
  while (state.phase !== 'over') {
    const seat = actingSeat(state);
    const options = legalActions(state, seat);
    const action = options[Math.floor(random() * options.length)]!;
    const result = applyAction(state, seat, action);
    if (!result.ok) throw new Error(`${result.error.code} in ${seed}`);
    state = result.state;
    log.push([seat, action]);
  }
  return log;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

interface Row {
  name: string;
  games: number;
  actionsPerGame: number;
  gamesPerSec: number;
  playPerSec: number;
  applyPerSec: number;
}

/** Random legal play (createGame + legalActions + a choice + applyAction) for `ms`. */
function playFor(
  config: GameConfigInput,
  ms: number,
  random: () => number,
  recorded: { seed: string; log: [Seat, Action][] }[],
) {
  let games = 0;
  let actions = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    const seed = `bench-${recorded.length}-${games}`;
    const log = randomGame(config, seed, random);
    if (recorded.length < 100) recorded.push({ seed, log });
    actions += log.length;
    games++;
  }
  const secs = (performance.now() - start) / 1000;
  return { games, actions, gamesPerSec: games / secs, actionsPerSec: actions / secs };
}

/** applyAction alone for about `ms`: replays recorded games from states created outside the timing. */
function applyFor(
  config: GameConfigInput,
  ms: number,
  recorded: { seed: string; log: [Seat, Action][] }[],
): number {
  const firsts = recorded.map((g) => createGame(config, { seed: g.seed }));
  let applied = 0;
  let secs = 0;
  while (secs * 1000 < ms) {
    const t0 = performance.now();
    for (let g = 0; g < recorded.length; g++) {
      let state = firsts[g]!;
      for (const [seat, action] of recorded[g]!.log) {
        const r = applyAction(state, seat, action);
        state = (r as { state: GameState }).state;
      }
      applied += recorded[g]!.log.length;
    }
    secs += (performance.now() - t0) / 1000;
  }
  return applied / secs;
}

/** Best of `ROUNDS` rounds per figure: the machine may be shared, and the best round is the least disturbed. */
const ROUNDS = 5;

function bench(name: string, config: GameConfigInput, ms: number): Row {
  const random = rng(12345);
  const recorded: { seed: string; log: [Seat, Action][] }[] = [];
  let games = 0;
  let actions = 0;
  let gamesPerSec = 0;
  let playPerSec = 0;
  let applyPerSec = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const play = playFor(config, ms / ROUNDS, random, recorded);
    games += play.games;
    actions += play.actions;
    gamesPerSec = Math.max(gamesPerSec, play.gamesPerSec);
    playPerSec = Math.max(playPerSec, play.actionsPerSec);
    applyPerSec = Math.max(applyPerSec, applyFor(config, ms / ROUNDS, recorded));
  }
  return { name, games, actionsPerGame: actions / games, gamesPerSec, playPerSec, applyPerSec };
}

const ms = Number(process.env.BENCH_MS ?? 2000);
const configs: [string, GameConfigInput][] = [
  ['3 players', { players: 3, mode: 'simple', teams: false }],
  ['4 players', { players: 4, mode: 'simple', teams: false }],
  ['5 players', { players: 5, mode: 'simple', teams: false }],
  ['6 players', { players: 6, mode: 'simple', teams: false }],
  ['3 players spicy', { players: 3, mode: 'spicy', teams: false }],
  ['6 players spicy', { players: 6, mode: 'spicy', teams: false }],
  ['4 players teams', { players: 4, mode: 'simple', teams: true }],
  ['6 players teams', { players: 6, mode: 'simple', teams: true }],
];

console.log(`engine benchmark — ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
console.log(
  `${ms} ms per row and figure, best of ${ROUNDS} rounds; random legal play is uniform over legalActions.`,
);

// Warm-up: let V8 optimise every path (all configurations) before anything is timed.
const warm = rng(1);
const warmStart = performance.now();
for (let i = 0; performance.now() - warmStart < Math.min(ms, 1500); i++) {
  randomGame(configs[i % configs.length]![1], `warm-${i}`, warm);
}

const columns = ['config', 'actions/game', 'games/s', 'play actions/s', 'applyAction/s'];
console.log(columns.map((c, i) => (i === 0 ? c.padEnd(18) : c.padStart(16))).join(''));
for (const [name, config] of configs) {
  const r = bench(name, config, ms);
  const cells = [fmt(r.actionsPerGame), fmt(r.gamesPerSec), fmt(r.playPerSec), fmt(r.applyPerSec)];
  console.log(r.name.padEnd(18) + cells.map((c) => c.padStart(16)).join(''));
}
console.log(
  'play actions/s: createGame per game, then legalActions + a random choice + applyAction per action.',
);
console.log('applyAction/s: applyAction alone, replaying recorded random games.');
