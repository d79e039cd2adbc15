import type { Continent, LocationHint } from '../net/continents';
import { CONTINENT_HINTS, CONTINENTS } from '../net/continents';
import { isContinent, MAX_SHARDS, type Pair, type QueueKey, type Region } from './queue-key';

/**
 * How queues grow past one object: sub-queues under load, neighbour pairs across continents.
 *
 * - **Sub-queues.** A queue whose seekers wait longer than a table's worth (the Worker sees its
 *   count, cached) is split: new sockets go to sub-queue `hash(address) mod k` (`shardFor`), each
 *   forming tables on its own. A sub-queue's seekers not seated within `SHARD_OFFER_MS` are offered
 *   to sub-queue 0, which seats them with its own (the claim protocol: the sub-queue owns them
 *   until it says yes), so when the load falls and `k` goes back to 1, nobody is stranded.
 * - **Neighbour pairs.** Sub-queue 0 of a continent queue offers its seekers after half their
 *   wait to its pair's queue (EU↔AF, NA↔SA, AS↔OC; AN with AS↔OC), which seats offered seekers
 *   from both continents together. The `world` queue takes sockets of no known continent.
 */

/**
 * Seeks a second one sub-queue takes before the Worker splits further: each seek is about 3.3
 * events (the upgrade, the seek, the close, a third of a formation), so 30 seeks are about 100
 * events a second, well under half of the ~410 a queue handled a CPU-second here, which leaves
 * room for the Worker's load reads (docs/scale.md).
 */
export const SEEKS_PER_SHARD = 30;

/** A queue's load as the Worker reads it (`Matchmaker.load`). */
export interface QueueLoad {
  waiting: number;
  seeksPerSecond: number;
}

/** Counts the seeks of the last second (in memory: a fresh instance starts from none). */
export class SeekRate {
  private readonly times: number[] = [];

  note(now: number): void {
    this.times.push(now);
    this.drop(now);
  }

  perSecond(now: number): number {
    this.drop(now);
    return this.times.length;
  }

  private drop(now: number): void {
    while (this.times.length > 0 && (this.times[0] ?? now) <= now - 1000) this.times.shift();
  }
}

/** A continent's neighbour pair. */
export const PAIR_OF: Readonly<Record<Continent, Pair>> = {
  AF: 'EU+AF',
  EU: 'EU+AF',
  NA: 'NA+SA',
  SA: 'NA+SA',
  AS: 'AS+OC',
  OC: 'AS+OC',
  AN: 'AS+OC',
};

/** A sub-queue's seekers are offered to sub-queue 0 after this long (ms), or half their wait if sooner. */
export const SHARD_OFFER_MS = 2_000;

/**
 * Where a queue offers its seekers who wait: sub-queue 0 for a sub-queue, the pair's queue for a
 * continent's sub-queue 0, nowhere for the pair and world queues (null).
 */
export function offerTarget(key: QueueKey): QueueKey | null {
  if (key.shard) return { players: key.players, mode: key.mode, region: key.region };
  if (isContinent(key.region)) return { players: key.players, mode: key.mode, region: PAIR_OF[key.region] };
  return null;
}

/** When a seeker who joined at `joinedAt` to wait `waitMs` is offered on (ms), or null: never. */
export function offerAt(key: QueueKey, joinedAt: number, waitMs: number): number | null {
  if (offerTarget(key) === null) return null;
  const half = Math.round(waitMs / 2);
  return joinedAt + (key.shard ? Math.min(SHARD_OFFER_MS, half) : half);
}

/** Where a queue's Durable Object is placed: its continent's hint, a pair's first continent's. */
export function queueHint(region: Region): LocationHint | null {
  if (region === 'world') return null;
  if (isContinent(region)) return CONTINENT_HINTS[region];
  const first = CONTINENTS.find((c) => region.startsWith(c));
  return first ? CONTINENT_HINTS[first] : null;
}

/**
 * How many sub-queues a queue uses, from its sub-queues' loads summed: one per `SEEKS_PER_SHARD`
 * seeks a second, and at least one per table's worth kept waiting (a queue that cannot form its
 * tables as fast as seekers come), 1 … `MAX_SHARDS`.
 */
export function shardCount(load: QueueLoad, players: number): number {
  const byRate = Math.ceil(load.seeksPerSecond / SEEKS_PER_SHARD);
  const byBacklog = Math.floor(load.waiting / players);
  return Math.max(1, Math.min(MAX_SHARDS, Math.max(byRate, byBacklog)));
}

/** The sub-queue of `k` for a client address (FNV-1a): one address's tabs land in one sub-queue. */
export function shardFor(address: string, k: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < address.length; i++) hash = Math.imul(hash ^ address.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % Math.max(1, k);
}
