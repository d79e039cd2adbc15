import { describe, expect, it } from 'vitest';
import {
  candidateQueues,
  continentOf,
  parseQueueName,
  queueName,
  seekFits,
  tableHint,
} from '../../worker/match/queue-key';

describe('quick-match queue keys', () => {
  it('names a queue by players, mode and region, and reads the name back', () => {
    const key = { players: 4, mode: 'spicy', region: 'EU' } as const;
    expect(queueName(key)).toBe('4.spicy.EU');
    expect(parseQueueName('4.spicy.EU')).toEqual(key);
    expect(parseQueueName('3.simple.world')).toEqual({ players: 3, mode: 'simple', region: 'world' });
    for (const bad of ['7.simple.EU', '3.hot.EU', '3.simple.XX', '3.simple.EU.x', '', '3..EU'])
      expect(parseQueueName(bad)).toBeNull();
  });

  it('takes the continent Cloudflare names, and nothing else', () => {
    expect(continentOf({ continent: 'OC' })).toBe('OC');
    for (const cf of [undefined, null, {}, { continent: 'T1' }, { continent: 'eu' }, 'EU'])
      expect(continentOf(cf)).toBeNull();
  });

  it('lists the queues an "any" fits, in order of preference', () => {
    expect(candidateQueues({ players: '3', mode: 'simple' }, 'NA')).toEqual([
      { players: 3, mode: 'simple', region: 'NA' },
    ]);
    expect(candidateQueues({ players: 'any', mode: 'spicy' }, 'world').map(queueName)).toEqual([
      '4.spicy.world',
      '3.spicy.world',
      '5.spicy.world',
      '6.spicy.world',
    ]);
    expect(candidateQueues({ players: 'any', mode: 'any' }, 'AS')).toHaveLength(8);
  });

  it('fits a seek to a queue when each choice is the queue’s or any', () => {
    const key = { players: 5, mode: 'simple', region: 'world' } as const;
    expect(seekFits(key, 5, 'simple')).toBe(true);
    expect(seekFits(key, 'any', 'any')).toBe(true);
    expect(seekFits(key, 4, 'simple')).toBe(false);
    expect(seekFits(key, 5, 'spicy')).toBe(false);
  });

  it('places a table near most of its seekers, the earliest seat’s on a tie, nowhere when most are unknown', () => {
    expect(tableHint(['EU', 'NA', 'EU'])).toBe('weur');
    expect(tableHint(['NA', 'EU'])).toBe('enam');
    expect(tableHint(['SA', null, null])).toBeNull();
    expect(tableHint([null, 'AS', 'AS'])).toBe('apac');
    expect(tableHint([])).toBeNull();
  });
});
