/**
 * How long a bot's decision takes (issue 30: a hard decision's p99 ≤ 10 ms, so a room's alarm
 * never waits on a bot): `npm run bench:bots -- [--level hard] [--games 60] [--repeat 5]`.
 *
 * Plays seeded games of `level` against greedy players in each table shape a room offers (3 and 5
 * players, simple and spicy, 4- and 6-player teams) and keeps every decision the measured level
 * made (its memory and view). Then, after a warm-up pass over all of them, times each decision
 * `repeat` times. Prints one JSON line per shape: decisions, `once` (wall-clock time of the first
 * timed pass: what a room sees on this machine now, other processes' load, preemption and garbage
 * collection included) and `cpu` (the least CPU time of the passes, `process.cpuUsage`: the
 * decision's own cost, which the other processes sharing the cores do not inflate), each as p50 /
 * p99 / max in ms, and the load average when the shape was done.
 */
import { loadavg } from 'node:os';
import {
  applyAction,
  createGame,
  type GameConfigInput,
  type PlayerView,
  playerView,
} from '../shared/engine/index';
import { createPlayer, decidePlayer, observePlayer, type Player, type SeatKind } from './players';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const LEVEL = arg('level', 'hard') as SeatKind;
const GAMES = Number(arg('games', '60'));
const REPEAT = Math.max(1, Number(arg('repeat', '5')));

const SHAPES: GameConfigInput[] = [
  { players: 3, mode: 'simple', teams: false },
  { players: 3, mode: 'spicy', teams: false },
  { players: 5, mode: 'simple', teams: false },
  { players: 5, mode: 'spicy', teams: false },
  { players: 4, mode: 'simple', teams: true },
  { players: 4, mode: 'spicy', teams: true },
  { players: 6, mode: 'spicy', teams: true },
];

/** Every decision the measured level made in `GAMES` games of `config` (it sits at seat g mod n). */
function collect(config: GameConfigInput): { player: Player; view: PlayerView }[] {
  const out: { player: Player; view: PlayerView }[] = [];
  for (let g = 0; g < GAMES; g++) {
    const seed = `bench-bots:${config.players}:${config.mode}:${g}`;
    let state = createGame(config, { seed, firstSeat: 0 });
    const me = g % config.players;
    let players = Array.from({ length: config.players }, (_, s) =>
      observePlayer(createPlayer(s === me ? LEVEL : 'greedy', s, `${seed}:${s}`), playerView(state, s), []),
    );
    for (let step = 0; state.phase !== 'over' && step < 5000; step++) {
      const choices = state.swap?.choices ?? [];
      const deciding = choices.findIndex((c) => c !== null && c.kind === 'deciding');
      const seat = state.phase === 'swap' && deciding >= 0 ? deciding : state.turn;
      const view = playerView(state, seat);
      const player = players[seat] as Player;
      if (seat === me) out.push({ player, view });
      const d = decidePlayer(player, view);
      const r = applyAction(state, seat, d.action);
      if (!r.ok) throw new Error(`${seed}: ${r.error.code}`);
      players[seat] = d.player;
      state = r.state;
      players = players.map((p, s) => observePlayer(p, playerView(state, s), r.events));
    }
  }
  return out;
}

function stats(ms: number[]): { p50: number; p99: number; max: number } {
  const s = ms.slice().sort((a, b) => a - b);
  const at = (q: number): number =>
    Math.round((s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? 0) * 1000) / 1000;
  return { p50: at(0.5), p99: at(0.99), max: at(1) };
}

for (const config of SHAPES) {
  const decisions = collect(config);
  for (const d of decisions) decidePlayer(d.player, d.view);
  const once: number[] = [];
  const best = decisions.map(() => Number.POSITIVE_INFINITY);
  for (let r = 0; r < REPEAT; r++)
    decisions.forEach((d, i) => {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      decidePlayer(d.player, d.view);
      const c = process.cpuUsage(c0);
      if (r === 0) once.push(performance.now() - t0);
      const ms = (c.user + c.system) / 1000;
      best[i] = Math.min(best[i] ?? ms, ms);
    });
  console.log(
    JSON.stringify({
      level: LEVEL,
      players: config.players,
      mode: config.mode,
      teams: config.teams,
      decisions: decisions.length,
      once: stats(once),
      cpu: stats(best),
      loadavg: loadavg().map((x) => Math.round(x * 100) / 100),
    }),
  );
}
