import { Hono } from 'hono';
import { ERROR_CODES, MatchQuerySchema } from '../../shared/protocol';
import { type Env, QUEUE_HEADER } from '../env';
import { candidateQueues, continentOf, MAX_SHARDS, type QueueKey, queueName } from '../match/queue-key';
import { type QueueLoad, queueHint, shardCount, shardFor } from '../match/tiers';
import { addressLimit } from '../net/address-limit';
import { clientKey } from '../net/client-key';
import { jsonError } from '../net/json-error';
import { cacheTtl } from '../tables/edge-cache';
import { validated } from './validate';

/** `/api/match/ws` (quick match). The open tables' `/api/tables` is worker/tables/route.ts'. */
export const match = new Hono<{ Bindings: Env }>();

/** The seconds a refused seeker is told to wait: the `MATCH_LIMIT` binding's period. */
export const MATCH_RETRY_AFTER_S = 60;

function queue(env: Env, key: QueueKey) {
  const hint = queueHint(key.region);
  return env.MATCHMAKER.get(
    env.MATCHMAKER.idFromName(queueName(key)),
    hint === null ? {} : { locationHint: hint },
  );
}

const loads = new Map<string, { load: Promise<QueueLoad>; at: number }>();
/** Per queue key (sub-queue 0's name): how many sub-queues this isolate last decided on. */
const splits = new Map<string, number>();
const NONE: QueueLoad = { waiting: 0, seeksPerSecond: 0 };

/**
 * How long (ms) a queue's load is reused by an isolate (0 when `EDGE_CACHE_MS` is "0"). A load
 * only steers (which queue an `any` joins, how many sub-queues); every isolate that routes to a
 * queue asks it, so this bounds what the queue hears (docs/scale.md).
 */
export const LOAD_TTL_MS = 5_000;

/**
 * Queue `key`'s load (`Matchmaker.load`) as it said at most `LOAD_TTL_MS` (5 s) ago: this
 * isolate asks each queue at most once in 5 s, whatever the number of upgrades (instead of up to
 * 8 queues per `any` upgrade); an unreachable queue counts as empty until the next ask.
 */
function load(env: Env, key: QueueKey): Promise<QueueLoad> {
  const name = queueName(key);
  const now = Date.now();
  const kept = loads.get(name);
  const ttl = cacheTtl(env.EDGE_CACHE_MS) === 0 ? 0 : LOAD_TTL_MS;
  if (kept && now - kept.at < ttl) return kept.load;
  const fresh = queue(env, key)
    .load(name)
    .catch(() => NONE);
  if (loads.size > 4096) loads.clear();
  loads.set(name, { load: fresh, at: now });
  return fresh;
}

/** The sub-queues of `key` in use now: its last split's loads summed, split again (`shardCount`). */
async function subQueues(env: Env, key: QueueKey, first: QueueLoad): Promise<number> {
  const name = queueName(key);
  const before = splits.get(name) ?? 1;
  const rest = await Promise.all(
    Array.from({ length: before - 1 }, (_, i) => load(env, { ...key, shard: i + 1 })),
  );
  const total = [first, ...rest].reduce((a, b) => ({
    waiting: a.waiting + b.waiting,
    seeksPerSecond: a.seeksPerSecond + b.seeksPerSecond,
  }));
  const most = Number(env.MAX_QUEUE_SHARDS);
  const k = Math.min(shardCount(total, key.players), Number.isInteger(most) && most >= 1 ? most : MAX_SHARDS);
  if (splits.size > 4096) splits.clear();
  splits.set(name, k);
  return k;
}

/**
 * The queue for a query in `region` and a client `address` ('' unknown): the only one it names,
 * or (an `any`) the fitting one with the most people waiting (the first in order of preference on
 * a tie); then, when it is split under load, the address's sub-queue (worker/match/tiers.ts).
 */
async function pickQueue(env: Env, keys: QueueKey[], address: string): Promise<QueueKey> {
  const [first] = keys;
  if (!first) throw new RangeError('a query names at least one queue');
  const all = await Promise.all(keys.map((key) => load(env, key)));
  let best = 0;
  all.forEach((l, i) => {
    if (l.waiting > (all[best]?.waiting ?? 0)) best = i;
  });
  const key = keys[best] ?? first;
  const shard = shardFor(address, await subQueues(env, key, all[best] ?? NONE));
  return shard === 0 ? key : { ...key, shard };
}

/**
 * `GET /api/match/ws?players=&mode=` with `Upgrade: websocket`: the socket joins the queue of the
 * players × mode asked for (an `any`, and a queue split under load, settled by `pickQueue`) in the caller's continent
 * (`request.cf.continent`; the world queue when unknown). 426 without the header, 400 for a bad
 * query, 429 with `Retry-After` past `MATCH_LIMIT` sockets a minute from one address (a failing
 * limiter lets the socket through, logged: worker/net/address-limit.ts).
 */
match.get(
  '/match/ws',
  validated('query', MatchQuerySchema),
  async (c, next) => {
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
      return jsonError(426, ERROR_CODES.upgradeRequired, 'this route needs a WebSocket upgrade');
    }
    await next();
    return undefined;
  },
  addressLimit<Env>({
    limiter: (env) => env.MATCH_LIMIT,
    route: 'GET /api/match/ws (MATCH_LIMIT)',
    message: `too many quick matches from this address: try again within ${MATCH_RETRY_AFTER_S} seconds`,
    retryAfter: MATCH_RETRY_AFTER_S,
  }),
  async (c) => {
    const region = continentOf(c.req.raw.cf) ?? 'world';
    const address = clientKey(c.req.header('cf-connecting-ip')) ?? '';
    const key = await pickQueue(c.env, candidateQueues(c.req.valid('query'), region), address);
    const forwarded = new Request(c.req.raw);
    forwarded.headers.set(QUEUE_HEADER, queueName(key));
    return queue(c.env, key).fetch(forwarded);
  },
);
