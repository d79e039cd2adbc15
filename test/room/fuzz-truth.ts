import * as v from 'valibot';
import { applyAction } from '../../shared/engine';
import type { Action, GameEvent, GameState } from '../../shared/engine/types';
import { ActionSchema, GameEventSchema, type RoomConfig } from '../../shared/protocol';
import type { RoomStorage } from '../../worker/net/ports';
import type { RoomStore } from '../../worker/room/store/RoomStore';
import { seenVersion } from '../fixtures/versions';
import { jsonDifference } from './fuzz-oracle';

/** An invariant that failed: which one, and what was seen. */
export class Violation extends Error {
  constructor(
    readonly invariant: string,
    detail: string,
  ) {
    super(`${invariant}: ${detail}`);
    this.name = 'Violation';
  }
}

/** One game as it truly went: every state from the deal (`states[v]` is version v) and each move's events. */
export interface GameTruth {
  readonly game: number;
  readonly log: RoomConfig['log'];
  readonly states: GameState[];
  /** `moves[v]`: the events of the move that made version v (`moves[0]` is empty: the deal). */
  readonly moves: GameEvent[][];
  /** `actions[v]`: who made version v, and how (`actions[0]` is null: the deal). */
  readonly actions: ({ seat: number; action: Action } | null)[];
  /**
   * `seen[v]`: the version clients see at true version v (`seenVersion`: a swap decision waiting
   * for its partner does not count).
   */
  readonly seen: number[];
}

const MoveRowSchema = v.object({ seq: v.number(), seat: v.number(), action: v.string(), events: v.string() });
const EventsSchema = v.array(GameEventSchema);

/**
 * The true course of the room's games, rebuilt from storage after every step: the deal from the
 * snapshot at version 0, then every row of the action log replayed through the engine. Checks on
 * the way that the log replays (each action legal, its stored events the engine's) and that the
 * snapshot is the replay's state at its version. Keeps the current game and the one before.
 */
export class Truth {
  private readonly games = new Map<number, GameTruth>();
  /** Every game's seed: never to be seen by a client. */
  readonly seeds = new Set<string>();
  /** Moves replayed, games dealt, games that reached their end. */
  moves = 0;
  dealt = 0;
  ended = 0;

  /**
   * The game in the snapshot, at its latest version, or null before the first deal; `seen`: the
   * version clients see of it.
   */
  current: { game: GameTruth; version: number; seen: number; state: GameState } | null = null;

  /** The state of `game` at `version`, if that version ever existed. */
  state(game: number, version: number): GameState | undefined {
    return this.games.get(game)?.states[version];
  }

  get(game: number): GameTruth | undefined {
    return this.games.get(game);
  }

  /** Catches up with storage (`store`: a fresh store over `storage`). */
  sync(storage: RoomStorage, store: RoomStore): void {
    if (!store.initialised()) {
      this.current = null;
      return;
    }
    let snapshot: ReturnType<RoomStore['snapshot']>;
    try {
      snapshot = store.snapshot();
    } catch (error) {
      // The store replays the log from its latest checkpoint, and says so when it cannot.
      throw new Violation(
        'the snapshot is the replayed log',
        error instanceof Error ? error.message : String(error),
      );
    }
    if (!snapshot) return;
    let game = this.games.get(snapshot.game);
    if (!game) {
      if (snapshot.version !== 0)
        throw new Violation(
          'the fuzz saw every deal',
          `game ${snapshot.game} first seen at ${snapshot.version}`,
        );
      game = {
        game: snapshot.game,
        log: store.meta().config.log,
        states: [snapshot.state],
        moves: [[]],
        actions: [null],
        seen: [0],
      };
      this.games.set(snapshot.game, game);
      this.games.delete(snapshot.game - 2);
      this.seeds.add(snapshot.state.seed);
      this.dealt++;
    }
    const rows = storage.sql
      .exec(
        'SELECT seq, seat, action, events FROM actions WHERE game = ? AND seq > ? ORDER BY seq',
        snapshot.game,
        game.states.length - 1,
      )
      .toArray();
    for (const raw of rows) {
      const row = v.parse(MoveRowSchema, raw);
      const before = game.states[row.seq - 1];
      if (!before || row.seq !== game.states.length)
        throw new Violation('the action log has no gaps', `game ${game.game} jumps to seq ${row.seq}`);
      const action = v.parse(ActionSchema, JSON.parse(row.action));
      const result = applyAction(before, row.seat, action);
      if (!result.ok)
        throw new Violation(
          'the action log replays',
          `seq ${row.seq}: ${result.error.code} for seat ${row.seat}`,
        );
      const events = v.parse(EventsSchema, JSON.parse(row.events));
      if (jsonDifference(result.events, events))
        throw new Violation('the action log replays', `seq ${row.seq} stored other events than the engine's`);
      game.states.push(result.state);
      game.moves.push(result.events);
      game.actions.push({ seat: row.seat, action });
      game.seen.push(seenVersion(result.state, row.seq));
      this.moves++;
      if (result.state.phase === 'over') this.ended++;
    }
    const version = game.states.length - 1;
    const state = game.states[version]!;
    if (snapshot.version !== version || jsonDifference(snapshot.state, state))
      throw new Violation(
        'the snapshot is the replayed log',
        `snapshot at ${snapshot.version}, log replays to ${version}${snapshot.version === version ? ' with another state' : ''}`,
      );
    this.current = { game, version, seen: game.seen[version]!, state };
  }
}
