import type { Mode } from '../../shared/engine/types';
import type { MatchQuery, SeekMode, SeekPlayers } from '../../shared/protocol';
import { CONTINENT_HINTS, CONTINENTS, type Continent, type LocationHint } from '../net/continents';

export {
  CONTINENT_HINTS,
  CONTINENTS,
  type Continent,
  continentOf,
  type LocationHint,
} from '../net/continents';

/**
 * Which queue a seeker waits in: one `Matchmaker` Durable Object per players × mode × region. The
 * region is the seeker's continent (`request.cf.continent`) when the Worker knows it, else
 * `world`; the `world` queue of a players × mode also takes, from each continent's queue, the
 * seekers who have waited half their wait (so they may be matched across continents).
 */

/**
 * Neighbour pairs (tiers.ts): a continent queue offers its half-waited seekers to its pair's
 * queue, not to one world queue that every continent would share.
 */
export const PAIRS = ['EU+AF', 'NA+SA', 'AS+OC'] as const;
export type Pair = (typeof PAIRS)[number];

/** A queue's region: a continent, a neighbour pair, or the world queue (continent unknown). */
export type Region = Continent | Pair | 'world';

export type TablePlayers = 3 | 4 | 5 | 6;

export interface QueueKey {
  players: TablePlayers;
  mode: Mode;
  region: Region;
  /** Which sub-queue of a queue split under load (tiers.ts): 1 … `MAX_SHARDS` − 1; absent: 0. */
  shard?: number;
}

/** Sub-queues a queue splits into at most (`3.simple.EU`, `3.simple.EU.1` … `.31`). */
export const MAX_SHARDS = 32;

/** The table sizes and modes, in the order an `any` prefers them when queues are equally full. */
export const PLAYER_CHOICES: readonly TablePlayers[] = [4, 3, 5, 6];
export const MODE_CHOICES: readonly Mode[] = ['simple', 'spicy'];

/** The Durable Object name of a queue: `3.simple.EU`, `4.spicy.world`, `3.simple.EU+AF`, `3.simple.EU.2`. */
export function queueName(key: QueueKey): string {
  const base = `${key.players}.${key.mode}.${key.region}`;
  return key.shard ? `${base}.${key.shard}` : base;
}

const REGIONS: readonly Region[] = [...CONTINENTS, ...PAIRS, 'world'];

/** The table size a query's `players` names (`'3'`…`'6'`), or null. */
function tablePlayers(text: string | undefined): TablePlayers | null {
  return PLAYER_CHOICES.find((p) => String(p) === text) ?? null;
}

/** The key a queue name stands for, or null for anything else. */
export function parseQueueName(name: string): QueueKey | null {
  const [p, m, r, sub, ...rest] = name.split('.');
  const players = tablePlayers(p);
  const mode = MODE_CHOICES.find((x) => x === m);
  const region = REGIONS.find((x) => x === r);
  const shard = sub === undefined ? 0 : /^[1-9][0-9]?$/.test(sub) ? Number(sub) : -1;
  if (players === null || !mode || !region || rest.length > 0 || shard < 0 || shard >= MAX_SHARDS)
    return null;
  return shard === 0 ? { players, mode, region } : { players, mode, region, shard };
}

/** Whether a region is a continent (a queue the Worker sends sockets to, with its seekers' continent). */
export function isContinent(region: Region): region is Continent {
  return CONTINENTS.some((c) => c === region);
}

/** Every queue of `region` a query (`?players=&mode=`) fits, in order of preference. */
export function candidateQueues(query: MatchQuery, region: Region): QueueKey[] {
  const one = tablePlayers(query.players);
  const players = one === null ? PLAYER_CHOICES : [one];
  const modes = query.mode === 'any' ? MODE_CHOICES : [query.mode];
  return players.flatMap((p) => modes.map((mode) => ({ players: p, mode, region })));
}

/** Whether a `seek` asking for `players` and `mode` fits the queue `key`. */
export function seekFits(key: QueueKey, players: SeekPlayers, mode: SeekMode): boolean {
  return (players === 'any' || players === key.players) && (mode === 'any' || mode === key.mode);
}

/** Whether a `seek` asks for what the socket's query named (an `any` in the query takes anything). */
export function seekMatchesQuery(query: MatchQuery, players: SeekPlayers, mode: SeekMode): boolean {
  return (
    (query.players === 'any' || query.players === String(players)) &&
    (query.mode === 'any' || query.mode === mode)
  );
}

/**
 * The location hint for a table of seekers from `continents` (in seat order; null: unknown): the
 * continent most of them come from, the earliest seat's on a tie; none when most are unknown.
 */
export function tableHint(continents: readonly (Continent | null)[]): LocationHint | null {
  const counts = new Map<Continent | null, number>();
  for (const c of continents) counts.set(c, (counts.get(c) ?? 0) + 1);
  let best: Continent | null = null;
  let most = 0;
  for (const c of continents) {
    const n = counts.get(c) ?? 0;
    if (n > most) {
      best = c;
      most = n;
    }
  }
  return best === null ? null : CONTINENT_HINTS[best];
}
