import { seatsToAct } from '../../shared/engine';
import type { Action } from '../../shared/engine/types';
import { ERROR_CODES } from '../../shared/protocol';
import { readRecord, replay } from '../../shared/record/replay';
import { SOCKET_OPEN } from '../../worker/net/ports';
import { readSession } from '../../worker/room/session';
import type { RoomStore } from '../../worker/room/store/RoomStore';
import { turnLimitFor } from '../../worker/room/timing';
import { checkFrames, type NewFrames } from './fuzz-frames';
import { asJson, difference, jsonDifference } from './fuzz-oracle';
import { tokenHash } from './fuzz-random';
import type { FuzzSocket } from './fuzz-socket';
import { checkReaction, type ReactFacts } from './fuzz-steps-react';
import { Violation } from './fuzz-truth';
import type { World } from './fuzz-world';

/**
 * The invariants checked after every step (the frame invariants are in `fuzz-frames.ts`):
 * - the action log replays to the snapshot (`Truth.sync`);
 * - the room's cache equals storage: a fresh store over the same SQLite reads the same room,
 *   identities, computer players and snapshot as the live instance holds;
 * - every live joined socket has seen the latest state and the room as it is (no move missed);
 * - exactly one owner per seat, at most one live socket per identity, and each live socket's
 *   attachment names its identity and seat; its token still resumes that identity;
 * - the room stays awake: an existing room always has an alarm, and a running game's alarm is due
 *   no later than its turn timer (once that has run out, than the computer's next paced move of
 *   the turn), so every game with a timer goes on without anyone's help;
 * - a single frame that is refused (an error to its sender) writes nothing, sets no alarm and
 *   sends nothing to anyone else; a predicted `act` is accepted (one move, that one) or refused;
 *   a `react` is refused exactly when it must be, else reaches every live socket, and is never
 *   stored (fuzz-steps-react.ts);
 * - a game that has just ended has a public record (`GET /api/games/:id/games/:game`) that
 *   replays through the engine, as the replay page and the game over's summary read it, to the
 *   room's own winner.
 */

/** What the step did, for the checks that depend on it. */
export interface Facts {
  readonly label: string;
  /** The socket whose single frame made the step, or null (several events, time, eviction…). */
  readonly sender: FuzzSocket | null;
  /** For an `act`: whether the rules accept it (predicted from the true state), and its parts. */
  readonly act?: { expect: 'accept' | 'refuse'; seat: number | null; action: Action };
  /** The close code the sender's frame must get instead of an error. */
  readonly closes?: number;
  /** Several events at once: the checks that need one event's causes are skipped. */
  readonly concurrent?: boolean;
  /** For a `react`: what was sent, and by whom (fuzz-steps-react.ts checks its outcome). */
  readonly react?: ReactFacts;
}

/** What storage looked like before the step. */
export interface Before {
  changes: number;
  /** Whether the room's game had ended. */
  over: boolean;
  alarm: number | null;
  at: { game: number; version: number } | null;
}

/** SQLite's count of rows written since the database opened. */
function changes(world: World): number {
  return Number(world.storage.sql.exec('SELECT total_changes() AS n').one().n);
}

export function before(world: World): Before {
  const current = world.truth.current;
  return {
    changes: changes(world),
    over: world.room.exists() && world.liveStore().meta().status === 'over',
    alarm: world.storage.alarm,
    at: current ? { game: current.game.game, version: current.version } : null,
  };
}

/**
 * Every invariant, after one step. Throws a `Violation` for the first that fails. Returns the
 * fresh store it read, or null once the room is deleted.
 */
export function checkStep(world: World, facts: Facts, was: Before): RoomStore | null {
  const store = world.fresh();
  world.truth.sync(world.storage, store);
  const frames = checkFrames(world, store, facts.concurrent === true);
  checkOutcome(world, facts, was, frames);
  checkReaction(world, facts, was, frames, changes(world));
  if (!store.initialised()) return null;
  checkCache(world, store);
  if (!was.over) checkRecord(world, store);
  checkUpToDate(world, store);
  checkOwners(world, store);
  checkAwake(world, store);
  return store;
}

function checkOutcome(world: World, facts: Facts, was: Before, frames: NewFrames): void {
  const sender = facts.sender;
  if (!sender || facts.concurrent) return;
  const errors = (frames.get(sender) ?? []).flatMap((m) => (m.type === 'error' ? [m.code] : []));
  const refused = errors.length > 0 || facts.closes !== undefined;
  if (refused) {
    if (changes(world) !== was.changes || world.storage.alarm !== was.alarm)
      throw new Violation('a refused frame changes nothing', `${facts.label} (${errors}) wrote to storage`);
    const others = [...frames.keys()].filter((t) => t !== sender);
    if (others.length > 0)
      throw new Violation(
        'a refused frame tells only its sender',
        `${facts.label}: ${others[0]!.label} heard`,
      );
  }
  if (facts.closes !== undefined && sender.closedWith?.code !== facts.closes)
    throw new Violation(
      'a bad frame closes its socket',
      `${facts.label}: ${JSON.stringify(sender.closedWith)}`,
    );
  const act = facts.act;
  if (!act || errors.includes(ERROR_CODES.rateLimited) || sender.closedWith) return;
  const now = world.truth.current;
  if (act.expect === 'refuse') {
    if (errors.length === 0) throw new Violation('an act the rules refuse gets an error', facts.label);
    return;
  }
  const moved = now && was.at && now.game.game === was.at.game && now.version === was.at.version + 1;
  const last = now?.game.actions[now.version];
  if (errors.length > 0 || !moved || last?.seat !== act.seat || jsonDifference(last?.action, act.action))
    throw new Violation('an act the rules accept is one move', `${facts.label}: errors ${errors}`);
  // A swap decision that waits for its partner (a move without events) is secret: no frame at all
  // reaches anyone but its decider's sockets, so nobody learns when it was made.
  const hidden = now.game.moves[now.version]?.length === 0;
  const heard = [...frames.keys()].filter((t) => t.person !== sender.person);
  if (hidden && heard.length > 0)
    throw new Violation('a swap decision tells only its decider', `${facts.label}: ${heard[0]!.label} heard`);
}

function checkRecord(world: World, store: RoomStore): void {
  const meta = store.meta();
  if (meta.status !== 'over') return;
  const lookup = world.room.record(meta.game);
  if (!lookup?.ok) throw new Violation('an ended game has a record', `game ${meta.game}: ${lookup?.code}`);
  // Through JSON, as it leaves the Worker.
  const read = readRecord(JSON.parse(JSON.stringify(lookup.record)));
  const replayed = read.ok ? replay(read.value) : read;
  if (!replayed.ok) {
    const { code, message } = replayed.error;
    throw new Violation('an ended game’s record replays', `game ${meta.game}: ${code} ${message}`);
  }
  const winner = store.endedGames().find((g) => g.game === meta.game)?.winner;
  if (jsonDifference(replayed.value.final.winner, winner))
    throw new Violation('an ended game’s record replays to its winner', `game ${meta.game}`);
}

const bySeat = <T extends { seat: number }>(bots: T[]) => [...bots].sort((a, b) => a.seat - b.seat);

function checkCache(world: World, fresh: RoomStore): void {
  const live = world.liveStore();
  const wrong =
    jsonDifference(live.meta(), fresh.meta(), 'meta') ??
    jsonDifference(live.players(), fresh.players(), 'players') ??
    // By seat: the order of `bots()` means nothing (players are in join order, which does).
    jsonDifference(bySeat(live.bots()), bySeat(fresh.bots()), 'bots') ??
    jsonDifference(live.snapshot(), fresh.snapshot(), 'snapshot');
  if (wrong) throw new Violation('the room in memory is the room in storage', wrong);
}

function checkUpToDate(world: World, store: RoomStore): void {
  const current = world.truth.current;
  const meta = store.meta();
  for (const tab of world.live()) {
    const seen = tab.seen;
    if (current && (seen?.game !== current.game.game || seen.version !== current.seen))
      throw new Violation(
        'every accepted move reaches every live socket',
        `${tab.label} at ${seen ? `${seen.game}/${seen.version}` : 'nothing'}, game at ${current.game.game}/${current.seen}`,
      );
    const seats = Array.from({ length: meta.config.players }, (_, seat) => {
      const bot = store.bot(seat);
      const human = store.players().find((p) => p.seat === seat);
      return {
        player: human?.id ?? null,
        name: human?.name ?? (bot ? `Bot ${seat + 1}` : null),
        bot: bot?.level ?? null,
        autoplay: human?.autoplay ?? false,
      };
    });
    const room = tab.room;
    const shown = room && {
      status: room.status,
      config: room.config,
      host: room.host,
      seats: room.seats.map((s) => ({ player: s.player, name: s.name, bot: s.bot, autoplay: s.autoplay })),
    };
    const wrong = difference(
      shown,
      asJson({ status: meta.status, config: meta.config, host: meta.host, seats }),
    );
    if (wrong) throw new Violation('every live socket sees the room as it is', `${tab.label} ${wrong}`);
  }
}

function checkOwners(world: World, store: RoomStore): void {
  const meta = store.meta();
  const owners = new Map<number, string>();
  const own = (seat: number, who: string) => {
    const other = owners.get(seat);
    if (other !== undefined || seat >= meta.config.players)
      throw new Violation(
        'exactly one owner per seat',
        `seat ${seat}: ${who}${other ? ` and ${other}` : ''}`,
      );
    owners.set(seat, who);
  };
  for (const p of store.players()) if (p.seat !== null) own(p.seat, p.id);
  for (const b of store.bots()) own(b.seat, `bot ${b.level}`);
  if (meta.status !== 'lobby' && owners.size !== meta.config.players)
    throw new Violation('exactly one owner per seat', `${owners.size} owners in a ${meta.status} game`);
  if (meta.host !== null && !store.player(meta.host) && meta.creator === null)
    throw new Violation('the host is someone', `host ${meta.host} has no identity`);
  const sockets = new Map<string, string>();
  for (const tab of world.tabs) {
    if (tab.readyState !== SOCKET_OPEN) continue;
    const session = readSession(tab.deserializeAttachment(), world.now);
    if (session.player === null || session.superseded) continue;
    const other = sockets.get(session.player);
    if (other)
      throw new Violation('one live socket per identity', `${session.player}: ${other} and ${tab.label}`);
    sockets.set(session.player, tab.label);
  }
  for (const tab of world.live()) {
    const session = readSession(tab.deserializeAttachment(), world.now);
    const player = tab.player === null ? undefined : store.player(tab.player);
    if (!player || session.player !== player.id || session.seat !== player.seat)
      throw new Violation(
        'a live socket is its identity',
        `${tab.label}: attachment ${session.player}/${session.seat}, stored ${player?.id}/${player?.seat}`,
      );
    if (tab.token === null || player.tokenHash !== tokenHash(tab.token))
      throw new Violation("a socket's token resumes its identity", tab.label);
  }
}

function checkAwake(world: World, store: RoomStore): void {
  const alarm = world.storage.alarm;
  if (alarm === null) throw new Violation('an existing room always has an alarm', 'none set');
  const snapshot = store.snapshot();
  if (store.meta().status !== 'playing' || !snapshot) return;
  const limit = turnLimitFor(world.ports.timing, store.meta().config.turnTimer);
  // With the timer off, the takeover and computers keep the game going (checked elsewhere). The
  // timer is for people's turns: a computer's own turn (a bot, a seat on autoplay) is paced.
  const timed = seatsToAct(snapshot.state).some((seat) => {
    const human = store.players().find((p) => p.seat === seat);
    return !store.bot(seat) && human !== undefined && !human.autoplay;
  });
  if (limit === null || !timed) return;
  // Once the deadline has passed, the rest of that turn is played at a computer's pace.
  const passed = snapshot.dueSince + limit <= world.now;
  const deadline = passed
    ? Math.max(world.now, store.meta().botDueAt ?? world.now)
    : snapshot.dueSince + limit;
  if (alarm > deadline)
    throw new Violation('a running game wakes by its turn timer', `alarm ${alarm - world.now} ms away`);
}
