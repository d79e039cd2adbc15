import { describe, expect, it } from 'vitest';
import { MAX_WAIT_MS, MIN_WAIT_MS } from '../../shared/protocol';
import { HOLD_MS } from '../../worker/match/form';
import { Prng } from '../room/fuzz-random';
import { type MatchSocket, QueueWorld } from './queue-world';

/**
 * The quick-match queues fuzzed in plain Node, like the room (test/room/fuzz.ts): a continent
 * queue, one of its sub-queues, its neighbour, their pair's queue and the world queue, and seeded
 * random steps — seekers arriving (some a second tab of one browser, some from one address),
 * cancelling, dropping, alarms early and twice, time passing, restarts, peers and room creation
 * failing now and then, several steps at once. After every step: nobody seated twice, nobody
 * seated after cancelling or dropping (but one held for a table already being formed, whose seat
 * a computer then plays), a seat's token only to its own socket, every `seeking` frame public
 * facts only (counts, never a name, an address or a secret). At the end, with failures off and
 * time run past every wait, everybody still connected has a seat.
 */

const QUEUES = ['3.simple.EU', '3.simple.EU.1', '3.simple.AF', '3.simple.EU+AF', '3.simple.world'];
const ARRIVALS = ['3.simple.EU', '3.simple.EU.1', '3.simple.AF', '3.simple.world'];
const ADDRESSES = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '198.51.100.7', ''];
const SEEDS = [1, 2, 3, 4, 5, 6];
const STEPS = 250;

/** A fresh secret per browser: 32 hex characters from the seed. */
const secretOf = (random: Prng) =>
  Array.from({ length: 32 }, () => '0123456789abcdef'[random.int(16)]).join('');

interface Gone {
  step: number;
  exempt: boolean;
}

class Fuzz {
  readonly gone = new Map<string, Gone>();
  readonly secrets: string[] = [];
  /** Per socket, the frames already checked. */
  private readonly checked = new Map<MatchSocket, number>();
  private seekers = 0;

  constructor(
    readonly world: QueueWorld,
    readonly random: Prng,
  ) {}

  private open(): MatchSocket[] {
    return this.world.sockets().filter((s) => s.closed === null);
  }

  private pick<T>(items: readonly T[]): T | undefined {
    return items[this.random.int(items.length)];
  }

  /** One random step (already counted in `world.step`). */
  async one(): Promise<void> {
    const r = this.random.next();
    const { world } = this;
    if (r < 0.4) {
      const queue = this.pick(ARRIVALS) ?? QUEUES[0] ?? '';
      const n = this.seekers++;
      const reuse = this.secrets.length > 0 && this.random.chance(0.3);
      const secret = reuse
        ? this.pick(this.secrets)
        : this.random.chance(0.75)
          ? secretOf(this.random)
          : undefined;
      if (secret && !reuse) this.secrets.push(secret);
      const waitMs = MIN_WAIT_MS + this.random.int(MAX_WAIT_MS - MIN_WAIT_MS);
      await world.arrive(queue, `Seeker-${n}-x`, this.pick(ADDRESSES) ?? '', secret, waitMs);
    } else if (r < 0.55) {
      const socket = this.pick(this.open());
      if (!socket) return;
      this.leaving(socket);
      await (this.random.chance(0.5) ? world.cancel(socket) : world.drop(socket));
    } else if (r < 0.72) {
      const queue = this.pick(QUEUES) ?? '';
      // Early (whenever it was set for) and, now and then, twice at once.
      await (this.random.chance(0.3)
        ? Promise.all([world.alarm(queue), world.alarm(queue)])
        : world.alarm(queue));
    } else if (r < 0.95) {
      world.now += this.random.int(15_000);
      await this.fireDue();
    } else {
      await world.restart(this.pick(QUEUES) ?? '');
    }
  }

  /** The runtime fires every alarm that is due. */
  async fireDue(): Promise<void> {
    for (const q of QUEUES) {
      const at = this.world.alarmOf(q);
      if (at !== null && at <= this.world.now) await this.world.alarm(q);
    }
  }

  /** Before a cancel or a drop: whether its seeker was held (a table being formed may seat them). */
  private leaving(socket: MatchSocket): void {
    const held = this.world.storedSeeker(socket)?.heldUntil;
    this.gone.set(socket.name, { step: this.world.step, exempt: held !== null && held !== undefined });
  }

  check(): void {
    const { world } = this;
    const seatedIn = new Map<string, (typeof world.tables)[number]>();
    const idOf = new Map(world.sockets().map((x) => [x.name, x.id]));
    for (const table of world.tables) {
      expect(table.names.length).toBeGreaterThan(0);
      expect(table.names.length).toBeLessThanOrEqual(3);
      for (const name of table.names) {
        // Nobody seated twice: a second table only after the first one's seat never reached
        // them (its delivery failed, or the queue that formed it restarted before delivering;
        // that seat goes to a computer after the room's wait for someone away).
        const earlier = seatedIn.get(name);
        if (earlier !== undefined) {
          const lost =
            world.untold.has(idOf.get(name) ?? '') ||
            world.restarts.some(
              (r) => r.queue === earlier.by && r.step >= earlier.step && r.step <= table.step,
            );
          expect(lost, `${name} at ${earlier.room} and ${table.room}`).toBe(true);
        }
        seatedIn.set(name, table);
        // Nobody seated after leaving, unless held for this table already.
        const left = this.gone.get(name);
        if (left && !left.exempt)
          expect(table.step, `${name} seated after leaving`).toBeLessThanOrEqual(left.step);
      }
    }
    const tokens = new Map<string, string>();
    for (const t of world.tables) {
      t.tokens.forEach((token, seat) => {
        tokens.set(token, t.names[seat] ?? '');
      });
    }
    for (const socket of world.sockets()) {
      const matched = socket.matched();
      expect(matched.length).toBeLessThanOrEqual(1);
      for (const m of matched) {
        const table = world.tables.find((t) => t.room === m.id);
        expect(table?.names[m.seat]).toBe(socket.name);
        expect(table?.tokens[m.seat]).toBe(m.token);
      }
      // Only the frames not checked before: what a socket is told never names anyone else,
      // never carries an address or a secret, and a seat's token only goes to its own socket.
      const from = this.checked.get(socket) ?? 0;
      socket.messages.slice(from).forEach((m, i) => {
        const frame = socket.frames[from + i] ?? '';
        if (m.type === 'seeking')
          expect(Object.keys(m).sort()).toEqual(['mode', 'needed', 'players', 'type', 'waiting']);
        for (const [name] of frame.matchAll(/Seeker-\d+-x/g)) expect(name).toBe(socket.name);
        expect(frame).not.toMatch(/\d+\.\d+\.\d+\.\d+|[0-9a-f]{32}/);
        for (const [token] of frame.matchAll(/room\d+-token-\d+/g))
          expect(tokens.get(token)).toBe(socket.name);
      });
      this.checked.set(socket, socket.messages.length);
    }
  }
}

async function runSeed(seed: number): Promise<Fuzz> {
  const random = new Prng(seed);
  const world = await QueueWorld.open(random.fork(), QUEUES);
  const fuzz = new Fuzz(world, random);
  for (let i = 0; i < STEPS; i++) {
    world.step++;
    const together = random.chance(0.25) ? 2 + random.int(2) : 1;
    // A step that was still running in an instance a restart replaced fails there, as in the runtime.
    const step = () =>
      fuzz.one().catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'this instance was restarted')) throw error;
      });
    await Promise.all(Array.from({ length: together }, step));
    fuzz.check();
  }
  return fuzz;
}

describe('the quick-match queues, fuzzed', () => {
  it.each(SEEDS)('seed %i: nobody seated twice or after leaving, public facts only', async (seed) => {
    const fuzz = await runSeed(seed);
    const { world } = fuzz;
    expect(world.tables.length).toBeGreaterThan(0);
    // Time runs past every wait and every hold; failures stop (a real outage ends).
    world.noFailures = true;
    for (let i = 0; i < 12; i++) {
      world.step++;
      world.now += MAX_WAIT_MS + HOLD_MS;
      await fuzz.fireDue();
      fuzz.check();
    }
    const waiting = world.sockets().filter((s) => s.closed === null && world.storedSeeker(s) !== null);
    expect(waiting.map((s) => s.name)).toEqual([]);
    for (const s of world.sockets()) if (s.closed === null) expect(s.matched()).toHaveLength(0);
  });
});
