import { parseServerMessage, type ServerMessage } from '../../shared/protocol';
import { MAX_LOG_MOVES } from '../../worker/room/store/migrations';
import type { RoomStore } from '../../worker/room/store/RoomStore';
import {
  difference,
  historyEvents,
  jsonDifference,
  lastTurnHidden,
  visibleLog,
  visibleView,
} from './fuzz-oracle';
import type { FuzzSocket } from './fuzz-socket';
import { Violation } from './fuzz-truth';
import type { World } from './fuzz-world';

/**
 * The frame invariants, checked on every frame a socket received during a step, in order:
 * - every frame is a valid server message with no field beyond its schema's;
 * - no frame carries a secret: another identity's token (a socket sees its own only in its
 *   `welcome`), a token hash, a game's seed, the computers' seed;
 * - a `state` frame's view is exactly what its viewer may see of the true state at that version
 *   (`fuzz-oracle.ts`), its events are exactly that move's, and its timer is the room's;
 * - versions are the ones clients see (`seenVersion`): a move reaches a socket at the version
 *   after the one it saw last, with no gap and no duplicate; a frame without events (a deal, a
 *   resync, a decider's own swap decision) never goes back;
 * - a `history` frame follows its `state` and is the game's log as the viewer may read it;
 * - a `welcome` resumes the identity of the token sent (and gives that token back), or gives a
 *   new identity a new token; nothing but errors reaches a socket before its `welcome`.
 */

const KEYS: Record<ServerMessage['type'], readonly string[]> = {
  welcome: ['type', 'protocol', 'token', 'player', 'seat', 'host', 'autoplayed'],
  room: ['type', 'id', 'status', 'config', 'seats', 'host', 'spectators'],
  state: ['type', 'game', 'version', 'view', 'events', 'timer'],
  history: ['type', 'game', 'version', 'complete', 'events', 'from'],
  log_page: ['type', 'game', 'from', 'before', 'more', 'events'],
  error: ['type', 'code', 'message'],
  pong: ['type'],
};
const SEAT_KEYS = ['player', 'name', 'bot', 'connected', 'autoplay', 'awayForMs'];

/** The messages each socket received during the step (after checking them), by socket. */
export type NewFrames = Map<FuzzSocket, ServerMessage[]>;

function extraKeys(value: unknown, allowed: readonly string[]): string[] {
  return typeof value === 'object' && value ? Object.keys(value).filter((k) => !allowed.includes(k)) : [];
}

/** Checks every socket's frames since the last step; `store` is fresh from storage. */
export function checkFrames(world: World, store: RoomStore, concurrent: boolean): NewFrames {
  const secrets = secretsOf(world, store);
  const out: NewFrames = new Map();
  for (const tab of [...world.tabs, ...world.gone]) {
    const received: ServerMessage[] = [];
    for (; tab.read < tab.raw.length; tab.read++) {
      const raw = tab.raw[tab.read]!;
      const message = checkFrame(world, store, tab, raw, secrets, concurrent);
      received.push(message);
    }
    if (received.length > 0) out.set(tab, received);
  }
  world.gone.length = 0;
  return out;
}

function secretsOf(world: World, store: RoomStore): string[] {
  for (const p of store.initialised() ? store.players() : []) world.hashes.add(p.tokenHash);
  const creator = store.initialised() ? store.meta().creator : null;
  if (creator !== null) world.hashes.add(creator);
  // The computers' seed is as secret as the game's.
  const botSeed = store.initialised() ? store.meta().botSeed : null;
  if (botSeed !== null) world.hashes.add(botSeed);
  return [...world.tokens, ...world.hashes, ...world.truth.seeds];
}

function checkFrame(
  world: World,
  store: RoomStore,
  tab: FuzzSocket,
  raw: string,
  secrets: readonly string[],
  concurrent: boolean,
): ServerMessage {
  const where = `${tab.label} frame ${tab.read}`;
  const parsed = parseServerMessage(raw);
  if (!parsed.ok) throw new Violation('every frame is a valid server message', `${where}: ${parsed.reason}`);
  const message = parsed.message;
  const json: unknown = JSON.parse(raw);
  const extra = extraKeys(json, KEYS[message.type]);
  if (message.type === 'room') for (const seat of message.seats) extra.push(...extraKeys(seat, SEAT_KEYS));
  if (extra.length > 0) throw new Violation('no frame carries more than its schema', `${where}: ${extra}`);
  const own = message.type === 'welcome' ? message.token : null;
  const secret = secrets.find((s) => s !== own && raw.includes(s));
  if (secret)
    throw new Violation('no frame carries a secret', `${where} (${message.type}) carries ${secret}`);
  if (message.type !== 'error' && message.type !== 'welcome' && !tab.welcomed)
    throw new Violation('only joined sockets get the room', `${where}: ${message.type} before welcome`);
  switch (message.type) {
    case 'welcome':
      welcome(world, store, tab, message, concurrent, where);
      break;
    case 'room':
      tab.room = message;
      break;
    case 'state':
      state(world, store, tab, message, Reflect.get(Object(json), 'view'), where);
      break;
    case 'history':
      history(world, tab, message, json, where);
      break;
    default:
      break;
  }
  tab.lastType = message.type;
  return message;
}

type Msg<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

function welcome(
  world: World,
  store: RoomStore,
  tab: FuzzSocket,
  message: Msg<'welcome'>,
  concurrent: boolean,
  where: string,
): void {
  if (tab.welcomed || !tab.person) throw new Violation('one welcome per joining socket', where);
  if (tab.resumes !== null && message.player !== tab.resumes)
    throw new Violation('a token resumes its identity', `${where}: ${message.player}, not ${tab.resumes}`);
  if (tab.keepsToken !== (message.token === tab.sentToken))
    throw new Violation(
      'a known token is given back, any other gets a new one',
      `${where}: sent ${tab.sentToken}, got ${message.token}`,
    );
  const seat = store.player(message.player)?.seat ?? null;
  if (!concurrent && message.seat !== seat)
    throw new Violation('a welcome names the seat', `${where}: seat ${message.seat}, stored ${seat}`);
  tab.welcomed = true;
  tab.player = message.player;
  tab.token = message.token;
  tab.person.token = message.token;
  tab.person.id = message.player;
  world.tokens.add(message.token);
}

function state(
  world: World,
  store: RoomStore,
  tab: FuzzSocket,
  message: Msg<'state'>,
  view: unknown,
  where: string,
): void {
  const game = world.truth.get(message.game);
  // The true versions clients see as this one: a move that others heard of, then the decisions
  // that wait for a partner (heard of by their deciders only). A move's frame is the first; a
  // frame without events shows one of them, the latest that fits.
  const candidates = game ? [...game.seen.keys()].filter((v) => game.seen[v] === message.version) : [];
  if (message.events.length === 0) candidates.reverse();
  const viewer = world.seatOf(tab, store);
  let at = -1;
  let wrong: string | null = `${message.game}/${message.version} is no state of the game`;
  for (const v of candidates.slice(0, message.events.length > 0 ? 1 : undefined)) {
    const truth = game!.states[v]!;
    wrong = jsonDifference(
      view,
      visibleView(truth, viewer, lastTurnHidden(truth, game!.log, message.events)),
    );
    at = v;
    if (!wrong) break;
  }
  if (!game || at === -1)
    throw new Violation(
      'every state frame is a state of the game',
      `${where}: ${message.game}/${message.version}`,
    );
  if (wrong)
    throw new Violation('a view shows exactly what its viewer may see', `${where} (seat ${viewer}) ${wrong}`);
  const truth = game.states[at]!;
  const seen = tab.seen;
  if (message.events.length > 0) {
    const events = jsonDifference(message.events, game.moves[at]);
    if (events) throw new Violation("a move's frame carries that move's events", `${where} ${events}`);
    if (!seen || seen.game !== message.game || seen.version !== game.seen[at - 1])
      throw new Violation(
        'every move reaches every socket once, in order',
        `${where}: ${message.game}/${message.version} after ${seen ? `${seen.game}/${seen.version}` : 'nothing'}`,
      );
  } else if (
    seen &&
    (message.game < seen.game || (message.game === seen.game && message.version < seen.version))
  ) {
    throw new Violation(
      'a socket never goes back',
      `${where}: ${message.game}/${message.version} after ${seen.version}`,
    );
  }
  const timerOk =
    truth.phase === 'over'
      ? message.timer === null
      : message.timer !== null && message.timer.limitMs === world.ports.timing.turnLimit;
  if (!timerOk)
    throw new Violation('the timer runs while a move is due', `${where}: ${JSON.stringify(message.timer)}`);
  tab.seen = { game: message.game, version: message.version, truth: at };
}

function history(world: World, tab: FuzzSocket, message: Msg<'history'>, json: unknown, where: string): void {
  const game = world.truth.get(message.game);
  if (
    !game ||
    tab.lastType !== 'state' ||
    tab.seen?.game !== message.game ||
    tab.seen.version !== message.version
  )
    throw new Violation('the history follows its state', where);
  const { complete, events, from } = historyEvents(game.moves, tab.seen.truth, MAX_LOG_MOVES);
  const wrong =
    difference(message.complete, complete) ??
    difference(message.from, from) ??
    jsonDifference(Reflect.get(Object(json), 'events'), visibleLog(events, game.log));
  if (wrong) throw new Violation('the log shows exactly what its viewer may read', `${where} ${wrong}`);
}
