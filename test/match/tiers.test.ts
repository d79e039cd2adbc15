import { describe, expect, it } from 'vitest';
import { MAX_SHARDS, parseQueueName, queueName } from '../../worker/match/queue-key';
import {
  offerAt,
  offerTarget,
  PAIR_OF,
  queueHint,
  SEEKS_PER_SHARD,
  SeekRate,
  SHARD_OFFER_MS,
  shardCount,
  shardFor,
} from '../../worker/match/tiers';
import { CONTINENTS } from '../../worker/net/continents';

/** Sub-queues under load and neighbour pairs (worker/match/tiers.ts, docs/matchmaking.md). */

describe('queue tiers', () => {
  it('names sub-queues and pairs, and reads them back', () => {
    const sub = { players: 3, mode: 'simple', region: 'EU', shard: 2 } as const;
    expect(queueName(sub)).toBe('3.simple.EU.2');
    expect(parseQueueName('3.simple.EU.2')).toEqual(sub);
    expect(parseQueueName('4.spicy.NA+SA')).toEqual({ players: 4, mode: 'spicy', region: 'NA+SA' });
    expect(queueName({ players: 3, mode: 'simple', region: 'EU', shard: 0 })).toBe('3.simple.EU');
    for (const bad of ['3.simple.EU.0', `3.simple.EU.${MAX_SHARDS}`, '3.simple.EU.1.1', '3.simple.EU+NA'])
      expect(parseQueueName(bad)).toBeNull();
  });

  it('pairs every continent with a neighbour, both ways', () => {
    expect(PAIR_OF.EU).toBe('EU+AF');
    expect(PAIR_OF.AF).toBe('EU+AF');
    expect(PAIR_OF.NA).toBe(PAIR_OF.SA);
    expect(PAIR_OF.AS).toBe(PAIR_OF.OC);
    for (const c of CONTINENTS) expect(parseQueueName(`3.simple.${PAIR_OF[c]}`)).not.toBeNull();
    expect(queueHint('EU+AF')).toBe('weur');
    expect(queueHint('world')).toBeNull();
  });

  it('offers a sub-queue to sub-queue 0 soon, a continent to its pair at half the wait, nothing above', () => {
    const eu = { players: 3, mode: 'simple', region: 'EU' } as const;
    expect(offerTarget({ ...eu, shard: 3 })).toEqual(eu);
    expect(offerTarget(eu)).toEqual({ ...eu, region: 'EU+AF' });
    expect(offerTarget({ ...eu, region: 'EU+AF' })).toBeNull();
    expect(offerTarget({ ...eu, region: 'world' })).toBeNull();
    expect(offerAt({ ...eu, shard: 1 }, 1000, 60_000)).toBe(1000 + SHARD_OFFER_MS);
    expect(offerAt({ ...eu, shard: 1 }, 1000, 2000)).toBe(2000);
    expect(offerAt(eu, 1000, 60_000)).toBe(31_000);
    expect(offerAt({ ...eu, region: 'world' }, 1000, 60_000)).toBeNull();
  });

  it('splits by seeks a second and by a backlog, within 1 … MAX_SHARDS', () => {
    expect(shardCount({ waiting: 0, seeksPerSecond: 0 }, 3)).toBe(1);
    expect(shardCount({ waiting: 2, seeksPerSecond: SEEKS_PER_SHARD }, 3)).toBe(1);
    expect(shardCount({ waiting: 2, seeksPerSecond: SEEKS_PER_SHARD + 1 }, 3)).toBe(2);
    expect(shardCount({ waiting: 9, seeksPerSecond: 0 }, 3)).toBe(3);
    expect(shardCount({ waiting: 0, seeksPerSecond: 1e6 }, 3)).toBe(MAX_SHARDS);
  });

  it('sends one address to one sub-queue, and spreads addresses over all of them', () => {
    expect(shardFor('203.0.113.7', 4)).toBe(shardFor('203.0.113.7', 4));
    expect(shardFor('anything', 1)).toBe(0);
    const seen = new Set(Array.from({ length: 200 }, (_, i) => shardFor(`198.51.100.${i}`, 4)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });

  it('counts the seeks of the last second only', () => {
    const rate = new SeekRate();
    for (const at of [0, 100, 900, 1000]) rate.note(at);
    expect(rate.perSecond(1000)).toBe(3);
    expect(rate.perSecond(1950)).toBe(1);
    expect(rate.perSecond(5000)).toBe(0);
  });
});
