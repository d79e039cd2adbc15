import { describe, expect, it } from 'vitest';
import type { RoomStore } from '../../worker/room/store/RoomStore';
import { timingFrom } from '../../worker/room/timing';
import { before, checkStep, type Facts } from './fuzz-invariants';
import { chooseAction, deciders, sendAct } from './fuzz-moves';
import { Prng, withSeededRuntime } from './fuzz-random';
import { runOrReplay, SEED_STEPS } from './fuzz-seeds';
import type { FuzzSocket } from './fuzz-socket';
import { World } from './fuzz-world';

/**
 * The seeded room fuzz (test/room/fuzz.ts) in `npm test`: a bounded number of seeds (fixed ones
 * and the regressions here, fresh ones in fuzz-seeds.test.ts), each a room with thousands of
 * random steps and every invariant checked after each; `npm run fuzz` runs it for longer. A seed
 * replays exactly (the room's randomness comes from it too), so a failing seed is a test: it goes
 * into `regressions` with what it broke, and stays there.
 */

/** Seeds every run checks, and the random steps of each (then its game is driven to the end). */
const SEEDS = [1, 2, 3, 4];
const STEPS = SEED_STEPS;

/**
 * Seeds that once failed, with the steps that reached the failure. A seed makes the same steps only
 * while the fuzz's catalogue of steps stays the same; the direct test below each one does not
 * depend on it.
 */
const regressions: { seed: number; steps: number; broke: string }[] = [
  {
    seed: 22,
    steps: 3,
    broke:
      'two people who joined in the same millisecond (a burst of joins) were kept in arrival order in ' +
      "the room's memory but read back in id order from storage, so after an eviction the host role " +
      '(which passes on in join order) could go to the other one',
  },
  {
    seed: 8,
    steps: 4,
    broke:
      'the same: two joins at once while the creator played, the cache and storage disagreed on join order',
  },
  {
    seed: 756087280,
    steps: 1077,
    broke:
      "the fuzz's own check held a computer's turn to the people's turn timer: once the timer counted a " +
      "whole turn, a bot's paced three reveals could outlast the fast limit the fuzz's short TURN_LIMIT_MS gives",
  },
  {
    seed: 1401291531,
    steps: 684,
    broke:
      "a host's lost socket during a timed game: the host grace asked the alarm for its end (60 s) and " +
      'pushed it past the turn timer, so the timer would not play the turn (a fresh seed found it in CI)',
  },
];

// Whole seeds take seconds each on a busy machine: generous timeouts, nothing here is timed.
describe('the room under a seeded fuzz', { timeout: 120_000 }, () => {
  it.each(SEEDS)(`seed %i keeps every invariant for ${STEPS} steps, and its games end`, async (seed) => {
    const report = await runOrReplay(seed, STEPS);
    expect(report.steps).toBeGreaterThanOrEqual(STEPS);
    expect(report.games).toBeGreaterThan(0);
    expect(report.ended).toBe(report.games);
    expect(report.moves).toBeGreaterThan(100);
    // The run went everywhere: people, sockets, time, the alarm, eviction, bad frames, bursts, play.
    for (const kind of ['come back', 'reload', 'second tab', 'leave', 'lose', 'answer close', 'act'])
      expect(report.kinds[kind], kind).toBeGreaterThan(0);
    for (const kind of ['tick', 'wait', 'alarm again', 'evict', 'malformed', 'burst', 'rematch', 'react'])
      expect(report.kinds[kind], kind).toBeGreaterThan(0);
  });

  it.each(regressions)('regression: seed $seed ($steps steps) — $broke', async ({ seed, steps }) => {
    const report = await runOrReplay(seed, steps);
    expect(report.steps).toBeGreaterThanOrEqual(steps);
  });

  it('identities that join in the same millisecond are in the same order in memory and in storage', async () => {
    // Seeded, so the ids (whose order breaks the tie) are the same every run.
    await withSeededRuntime(new Prng(1), async () => {
      const { world } = await table();
      const tabs = ['Bea', 'Cy', 'Dot', 'Eve', 'Flo'].map((name) => world.open(person(world, name)));
      await Promise.all(tabs.map((tab) => tab && world.join(tab, false)));
      const ids = (store: RoomStore) => store.players().map((p) => p.id);
      expect(world.fresh().players()).toHaveLength(7);
      expect(ids(world.liveStore())).toEqual(ids(world.fresh()));
    });
  });
});

// ── the invariants catch what they claim ────────────────────────────────────────────────────────

function person(world: World, name: string) {
  const p = { name, from: '', token: null, id: null };
  world.people.push(p);
  return p;
}

/** What storage looked like before a step (`before`; named apart from a test hook). */
const storageBefore = (world: World) => before(world);

/** Runs the invariants as after a step. */
const check = (world: World, facts: Facts = { label: 'check', sender: null }, was = before(world)) =>
  checkStep(world, facts, was);

/**
 * A dealt three-player game (the creator on seat 0, two computers), the creator and a spectator
 * joined, played until the creator has seen at least one move.
 */
async function table(): Promise<{ world: World; ann: FuzzSocket; spectator: FuzzSocket }> {
  const { world } = await World.create(
    'fuzzcheck22',
    {
      players: 3,
      mode: 'simple',
      teams: false,
      log: 'classic',
      name: 'Ann',
      seat: 0,
      bots: [
        { seat: 1, level: 'easy' },
        { seat: 2, level: 'easy' },
      ],
      start: true,
    },
    timingFrom('0'),
    1_700_000_000_000,
  );
  const creator = world.people[0]!;
  const ann = world.open(creator);
  const spectator = world.open(person(world, 'Sam'));
  if (!ann || !spectator) throw new Error('refused');
  await world.join(ann, true);
  await world.join(spectator, false);
  check(world);
  await playUntil(world, ann, new Prng(7), () => (world.truth.current?.version ?? 0) >= 3);
  return { world, ann, spectator };
}

/**
 * Plays on until `done`: `ann` (seat 0) acts with `r` when she must decide, else the computers'
 * alarm fires; every invariant is checked after each step. At most 2,000 steps.
 */
async function playUntil(world: World, ann: FuzzSocket, r: Prng, done: () => boolean): Promise<void> {
  for (let i = 0; i < 2000 && !done(); i++) {
    const state = world.truth.current?.state;
    if (state && deciders(state).includes(0)) {
      const version = world.truth.current?.version ?? 0;
      await world.send(ann, { type: 'act', action: chooseAction(state, 0, r), version });
    } else {
      world.advance(Math.max(0, (world.storage.alarm ?? world.now) - world.now));
      await world.fireAlarm();
    }
    check(world);
  }
}

/** The last state frame `tab` received, as JSON to tamper with. */
function lastState(
  tab: FuzzSocket,
): { view: { hand: unknown }; events: unknown[] } & Record<string, unknown> {
  const raw = [...tab.raw].reverse().find((f) => f.startsWith('{"type":"state"'));
  if (!raw) throw new Error('no state frame');
  return JSON.parse(raw);
}

describe('the fuzz invariants catch what they claim', { timeout: 60_000 }, () => {
  it('a frame with another seat’s hand', async () => {
    const { world, ann } = await table();
    const frame = lastState(ann);
    frame.view.hand = world.truth.current?.state.hands[1];
    ann.raw.push(JSON.stringify({ ...frame, events: [] }));
    expect(() => check(world)).toThrow(/a view shows exactly what its viewer may see/);
  });

  it('a move delivered twice', async () => {
    const { world, ann } = await table();
    const raw = [...ann.raw]
      .reverse()
      .find((f) => f.startsWith('{"type":"state"') && !f.includes('"events":[]'));
    ann.raw.push(raw ?? '');
    expect(() => check(world)).toThrow(/every move reaches every socket once, in order/);
  });

  it('a swap decision another socket heard of', async () => {
    const { world } = await World.create(
      'fuzzswap222',
      {
        players: 4,
        mode: 'simple',
        teams: true,
        log: 'open',
        name: 'Ann',
        seat: 0,
        bots: [1, 2, 3].map((seat) => ({ seat, level: 'easy' as const })),
        start: true,
      },
      timingFrom('0'),
      1_700_000_000_000,
    );
    const ann = world.open(world.people[0]!);
    const spectator = world.open(person(world, 'Sam'));
    if (!ann || !spectator) throw new Error('refused');
    await world.join(ann, true);
    await world.join(spectator, false);
    check(world);
    // Ann offers before the computers (the alarm has not fired): only Ann may hear of it.
    const hand = world.truth.current!.state.hands[0]!;
    const was = storageBefore(world);
    const offer = { type: 'act', action: { type: 'swap', value: hand[0]! }, version: 0 } as const;
    const facts = await sendAct(world, ann, offer, 'offer');
    // A frame the spectator could not tell from a resync, but sent at the moment Ann decided.
    spectator.raw.push(JSON.stringify({ ...lastState(spectator), events: [] }));
    expect(() => check(world, facts, was)).toThrow(/a swap decision tells only its decider/);
  });

  it('a move a live socket missed', async () => {
    const { world, spectator } = await table();
    const seen = spectator.seen!;
    spectator.seen = { game: seen.game, version: seen.version - 1, truth: seen.truth - 1 };
    expect(() => check(world)).toThrow(/every accepted move reaches every live socket/);
  });

  it('another identity’s token in a frame', async () => {
    const { world, ann, spectator } = await table();
    spectator.raw.push(JSON.stringify({ type: 'error', code: 'room/full', message: `${ann.token}` }));
    expect(() => check(world)).toThrow(/no frame carries a secret/);
  });

  it('a field beyond the schema', async () => {
    const { world, spectator } = await table();
    spectator.raw.push(JSON.stringify({ type: 'error', code: 'room/full', message: 'full', hands: [] }));
    expect(() => check(world)).toThrow(/no frame carries more than its schema/);
  });

  it('a room in memory that is not the room in storage', async () => {
    const { world } = await table();
    world.storage.sql.exec("UPDATE room SET status = 'over'");
    expect(() => check(world)).toThrow(/the room in memory is the room in storage/);
  });

  it('a snapshot that is not the replayed log', async () => {
    const { world } = await table();
    world.storage.sql.exec('UPDATE snapshot SET version = version + 1');
    expect(() => check(world)).toThrow(/the snapshot is the replayed log/);
  });

  it('an ended game whose record does not replay', async () => {
    const { world, ann } = await table();
    // Played to the end; its record then says another seat began (the deal's moves no longer fit).
    await playUntil(world, ann, new Prng(8), () => world.truth.current?.state.phase === 'over');
    expect(world.truth.current?.state.phase).toBe('over');
    const was = { ...storageBefore(world), over: false };
    expect(() => check(world, { label: 'check', sender: null }, was)).not.toThrow();
    world.storage.sql.exec('UPDATE games SET first_seat = (first_seat + 1) % 3');
    expect(() => check(world, { label: 'check', sender: null }, was)).toThrow(
      /an ended game’s record replays/,
    );
  });

  it('a room without an alarm', async () => {
    const { world } = await table();
    world.storage.alarm = null;
    expect(() => check(world)).toThrow(/an existing room always has an alarm/);
  });

  it('two live sockets for one identity', async () => {
    const { world, ann } = await table();
    const twin = world.open(null);
    twin?.serializeAttachment(ann.deserializeAttachment());
    expect(() => check(world)).toThrow(/one live socket per identity/);
  });

  it('a refused frame that writes', async () => {
    const { world, spectator } = await table();
    const was = before(world);
    spectator.raw.push(JSON.stringify({ type: 'error', code: 'room/not_host', message: 'only the host' }));
    world.storage.sql.exec('UPDATE room SET active_at = active_at');
    expect(() => check(world, { label: 'refused', sender: spectator }, was)).toThrow(
      /a refused frame changes nothing/,
    );
  });

  it('a handler that throws', async () => {
    const { world } = await table();
    await expect(world.guard('onMessage', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      /the room never throws out of a handler/,
    );
  });

  it('a welcome that does not resume the token’s identity', async () => {
    const { world, ann } = await table();
    const again = world.open(ann.person);
    if (!again) throw new Error('refused');
    await world.join(again, true);
    again.resumes = 'p_someoneelse';
    expect(() => check(world)).toThrow(/a token resumes its identity/);
  });
});
