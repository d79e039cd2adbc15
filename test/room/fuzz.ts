import * as v from 'valibot';
import { type CreateGameRequest, CreateGameRequestSchema, ID_ALPHABET } from '../../shared/protocol';
import { type Timing, timingFrom } from '../../worker/room/timing';
import { before, checkStep, type Facts } from './fuzz-invariants';
import { humanMovers, legalAct, sendAct } from './fuzz-moves';
import { Prng, withSeededRuntime } from './fuzz-random';
import { burst, flood, malformed } from './fuzz-steps-bad';
import * as people from './fuzz-steps-people';
import { react } from './fuzz-steps-react';
import { act, lobby, randomConfig, rematch } from './fuzz-steps-table';
import { Violation } from './fuzz-truth';
import { World } from './fuzz-world';

/**
 * The seeded room fuzz. One seed makes one room — 3 to 6 seats, simple or spicy, teams where they
 * fit, a classic or open log, created plain, seated or dealt at once (Play now) — and then `steps`
 * random steps from the catalogue below: people join, sit, stand, reload, open second tabs, lose
 * sockets, leave; the host configures, adds and removes computers, starts, asks for rematches;
 * seated players act (legally, illegally, stale, replayed); bad frames, floods and bursts; time
 * passes, the alarm fires (when due, twice, early); the room is evicted or restarted. After every
 * step every invariant is checked (`fuzz-invariants.ts`, `fuzz-frames.ts`). Then the running
 * game is driven to its end by the room's own computers and the players' legal moves, and
 * sometimes the room is abandoned and must delete itself. The room's own randomness comes from
 * the seed too, so a seed replays exactly: a failure names its seed and step.
 */

/** What one seed did. */
export interface FuzzReport {
  seed: number;
  /** Steps run (random steps, then those that drove the game to its end). */
  steps: number;
  /** Moves accepted, games dealt, games that reached their end. */
  moves: number;
  games: number;
  ended: number;
  /** Seated humans a computer took over while they were away. */
  takeovers: number;
  /** Steps run, by kind. */
  kinds: Record<string, number>;
}

/** A seed that broke an invariant: at which step, and the steps that led there. */
export class FuzzFailure extends Error {
  constructor(
    readonly seed: number,
    readonly step: number,
    override readonly cause: unknown,
    readonly trace: readonly string[],
  ) {
    const why = cause instanceof Error ? cause.message : String(cause);
    super(`seed ${seed}, step ${step}: ${why}\n  last steps:\n    ${trace.join('\n    ')}`);
    this.name = 'FuzzFailure';
  }
}

/** What the catalogue needs to weigh its steps. */
interface Scene {
  status: 'lobby' | 'playing' | 'over' | null;
  live: number;
  /** Humans with a live socket who must decide now. */
  movers: number;
}

interface Kind {
  name: string;
  weight(scene: Scene, w: World): number;
  run(w: World, r: Prng, scene: Scene): Promise<Facts | null>;
}

const some = (n: number, weight: number) => (n > 0 ? weight : 0);

const KINDS: readonly Kind[] = [
  {
    name: 'arrive',
    weight: (s, w) => (w.people.length < people.MAX_PEOPLE ? (s.status === 'lobby' ? 4 : 1.5) : 0),
    run: people.arrive,
  },
  { name: 'come back', weight: () => 3, run: people.comeBack },
  { name: 'reload', weight: (s) => some(s.live, 1.5), run: people.reload },
  { name: 'second tab', weight: (s) => some(s.live, 1), run: people.secondTab },
  { name: 'leave', weight: (s) => some(s.live, 1.2), run: people.leave },
  { name: 'lose', weight: () => 0.5, run: people.lose },
  {
    name: 'answer close',
    weight: (_, w) => (w.tabs.some((t) => t.closedByRoom()) ? 3 : 0),
    run: people.answerClose,
  },
  { name: 'idle', weight: () => 0.2, run: people.idle },
  { name: 'lobby', weight: (s) => (s.status === 'lobby' ? some(s.live, 14) : 0), run: lobby },
  { name: 'rematch', weight: (s) => (s.status === 'over' ? some(s.live, 5) : 0), run: rematch },
  {
    name: 'act',
    weight: (s) => (s.status === 'lobby' ? 0.3 : some(s.live, s.movers > 0 ? 22 : 3)),
    run: act,
  },
  {
    name: 'tick',
    weight: (s) => 3 + (s.status === 'playing' && s.movers === 0 ? 14 : 0),
    run: (w, r, s) => people.tick(w, r, s.status === 'playing' && s.movers === 0),
  },
  { name: 'wait', weight: (s) => (s.status === 'playing' ? 1 : 0.3), run: people.wait },
  { name: 'alarm again', weight: () => 0.5, run: people.alarmAgain },
  { name: 'evict', weight: () => 0.8, run: people.evict },
  { name: 'malformed', weight: () => 1.5, run: malformed },
  { name: 'flood', weight: (s) => some(s.live, 0.08), run: flood },
  { name: 'burst', weight: () => 1.5, run: burst },
  { name: 'react', weight: (s) => some(s.live, 1.5), run: react },
];

/** The room `POST /api/games` creates for a seed: plain, with a seated creator, or dealt at once. */
function createRequest(r: Prng): CreateGameRequest {
  const config = randomConfig(r);
  const roll = r.int(3);
  if (roll === 0) return config;
  const seat = r.int(config.players);
  const others = Array.from({ length: config.players }, (_, s) => s).filter((s) => s !== seat);
  const levels = ['easy', 'normal', 'hard'] as const;
  if (roll === 1) {
    const bots = others.filter(() => r.chance(0.3)).map((s) => ({ seat: s, level: r.pick(levels) }));
    return v.parse(CreateGameRequestSchema, { ...config, name: 'Creator', seat, bots });
  }
  const bots = others.map((s) => ({ seat: s, level: r.pick(levels) }));
  return v.parse(CreateGameRequestSchema, { ...config, name: 'Creator', seat, bots, start: true });
}

/** Human-like pacing, computers at once, or a short turn timer. */
function timing(r: Prng): Timing {
  return r.pick([timingFrom(undefined), timingFrom(undefined), timingFrom('0'), timingFrom('0', '5000')]);
}

/** How long a seed runs; `onStep` hears each step's description (for `--verbose`). */
export interface FuzzOptions {
  steps: number;
  onStep?: (line: string) => void;
}

/** Runs one seed for `steps` random steps (then to the end of its game). Throws `FuzzFailure`. */
export async function runSeed(seed: number, options: FuzzOptions): Promise<FuzzReport> {
  const r = new Prng(seed);
  return withSeededRuntime(r.fork(), () => fuzzRoom(seed, options, r));
}

async function fuzzRoom(seed: number, { steps, onStep }: FuzzOptions, r: Prng): Promise<FuzzReport> {
  const trace: string[] = [];
  const report: FuzzReport = { seed, steps: 0, moves: 0, games: 0, ended: 0, takeovers: 0, kinds: {} };
  const logged: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
  const id = Array.from({ length: 12 }, () => r.pick([...ID_ALPHABET])).join('');
  let step = 0;
  try {
    const request = createRequest(r);
    trace.push(`create ${JSON.stringify(request)}`);
    const { world } = await World.create(id, request, timing(r), 1_700_000_000_000 + r.int(1e9));
    world.eagerness = r.pick([3, 1.5, 0.3, 0.1]);
    const autoplay = new Set<string>();
    const check = (facts: Facts, was: ReturnType<typeof before>) => {
      trace.push(`#${step} ${facts.label}`);
      onStep?.(`#${step} ${facts.label}`);
      if (trace.length > 30) trace.shift();
      const store = checkStep(world, facts, was);
      if (logged.length > 0) throw new Violation('nothing fails quietly', logged.join(' / '));
      for (const p of store?.players() ?? []) {
        if (p.autoplay && !autoplay.has(p.id)) report.takeovers++;
        if (p.autoplay) autoplay.add(p.id);
        else autoplay.delete(p.id);
      }
    };
    check({ label: 'created', sender: null }, before(world));
    for (; step < steps; step++) {
      world.advance(r.int(300));
      const scene = sceneOf(world);
      const was = before(world);
      let facts: Facts | null = null;
      for (let tries = 0; !facts && tries < 5; tries++) {
        const kind = pickKind(world, r, scene);
        facts = await kind.run(world, r, scene);
        if (facts) report.kinds[kind.name] = (report.kinds[kind.name] ?? 0) + 1;
      }
      check(facts ?? (await people.tick(world, r, false)), was);
    }
    step += await finish(world, r, check);
    if (r.chance(0.3)) await abandon(world, check);
    report.steps = step;
    report.moves = world.truth.moves;
    report.games = world.truth.dealt;
    report.ended = world.truth.ended;
    return report;
  } catch (error) {
    throw new FuzzFailure(seed, step, error, trace);
  } finally {
    console.error = consoleError;
  }
}

function sceneOf(w: World): Scene {
  const status = w.room.exists() ? w.fresh().meta().status : null;
  return { status, live: w.live().length, movers: status === 'playing' ? humanMovers(w).length : 0 };
}

function pickKind(w: World, r: Prng, scene: Scene): Kind {
  const weights = KINDS.map((k) => k.weight(scene, w));
  let roll = r.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < KINDS.length; i++) {
    roll -= weights[i]!;
    if (roll < 0) return KINDS[i]!;
  }
  return KINDS[0]!;
}

/** Moves the room's game has at most, while driven to its end. */
const FINISH_LIMIT = 3000;

/**
 * Every game ends: the present players make legal moves half the time; otherwise time runs to the
 * room's alarm (computers, the takeover of away players, the turn timer). Returns the steps taken.
 */
async function finish(
  w: World,
  r: Prng,
  check: (facts: Facts, was: ReturnType<typeof before>) => void,
): Promise<number> {
  for (let i = 0; i < FINISH_LIMIT; i++) {
    if (!w.room.exists() || w.fresh().meta().status !== 'playing') return i;
    const was = before(w);
    const legal = r.chance(0.5) ? legalAct(w, r) : null;
    if (legal) {
      check(await sendAct(w, legal.tab, legal.message, `finish ${i}: act`), was);
      continue;
    }
    const alarm = w.storage.alarm;
    if (alarm === null) throw new Violation('a running game always has an alarm', 'none while finishing');
    w.advance(Math.max(0, alarm - w.now));
    await w.fireAlarm();
    check({ label: `finish ${i}: alarm`, sender: null }, was);
  }
  throw new Violation('every game ends', `still running after ${FINISH_LIMIT} steps`);
}

/** Everyone leaves and a day passes: the alarm deletes the room, and nothing of it is left. */
async function abandon(
  w: World,
  check: (facts: Facts, was: ReturnType<typeof before>) => void,
): Promise<void> {
  for (const tab of [...w.tabs]) {
    if (tab.closedByRoom()) await w.echo(tab);
    else if (tab.live()) await w.clientClose(tab, 1001);
    else w.drop(tab);
  }
  w.advance(w.ports.timing.abandonAfter + 1);
  const was = before(w);
  await w.fireAlarm();
  check({ label: 'abandoned for a day: alarm', sender: null }, was);
  const tables = w.storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table'").toArray();
  if (w.room.exists() || tables.length > 0 || w.storage.alarm !== null || w.open(null))
    throw new Violation(
      'an abandoned room deletes itself',
      `${tables.length} tables, alarm ${w.storage.alarm}`,
    );
}
