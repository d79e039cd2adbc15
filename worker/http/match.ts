import { Hono } from 'hono';
import { ERROR_CODES, MatchQuerySchema } from '../../shared/protocol';
import { type Env, QUEUE_HEADER } from '../env';
import { CONTINENT_HINTS, candidateQueues, continentOf, type QueueKey, queueName } from '../match/queue-key';
import { addressLimit } from '../net/address-limit';
import { jsonError } from '../net/json-error';
import { validated } from './validate';

/** `/api/match/ws` (quick match). The open tables' `/api/tables` is worker/tables/route.ts'. */
export const match = new Hono<{ Bindings: Env }>();

/** The seconds a refused seeker is told to wait: the `MATCH_LIMIT` binding's period. */
export const MATCH_RETRY_AFTER_S = 60;

function queue(env: Env, key: QueueKey) {
  const hint = key.region === 'world' ? {} : { locationHint: CONTINENT_HINTS[key.region] };
  return env.MATCHMAKER.get(env.MATCHMAKER.idFromName(queueName(key)), hint);
}

/**
 * The queue for a query in `region`: the only one it names, or (an `any`) the fitting queue with
 * the most people waiting, the first in order of preference on a tie.
 */
async function pickQueue(env: Env, keys: QueueKey[]): Promise<QueueKey> {
  const [first] = keys;
  if (!first) throw new RangeError('a query names at least one queue');
  if (keys.length === 1) return first;
  const counts = await Promise.all(keys.map((key) => queue(env, key).waiting(queueName(key))));
  let best = first;
  let most = counts[0] ?? 0;
  keys.forEach((key, i) => {
    if ((counts[i] ?? 0) > most) {
      best = key;
      most = counts[i] ?? 0;
    }
  });
  return best;
}

/**
 * `GET /api/match/ws?players=&mode=` with `Upgrade: websocket`: the socket joins the queue of the
 * players × mode asked for (an `any` settled by `pickQueue`) in the caller's continent
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
    const key = await pickQueue(c.env, candidateQueues(c.req.valid('query'), region));
    const forwarded = new Request(c.req.raw);
    forwarded.headers.set(QUEUE_HEADER, queueName(key));
    return queue(c.env, key).fetch(forwarded);
  },
);
