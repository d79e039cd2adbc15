import { playerView } from '../../../shared/engine';
import type { RoomStorage, SqlRow, SqlValue } from '../../net/ports';
import { decideOrNull, observeBot, reportFailure, restartedMemory } from '../automation/bot-brain';
import { advance } from './checkpoints';
import { toMoveRow } from './parse-history-rows';
import { type Bot, type Player, type Snapshot, toSnapshot } from './parse-room-rows';

/**
 * A computer player's memory between writes. A move moves every memory on (the bot sees the move;
 * on its own seat's move it decided first), in the room's cache only: memories are written at the
 * deal, at a takeover and with each checkpoint (`isCheckpoint`), each with the version it reflects.
 * A room that wakes brings them up to date here, with the same two steps a live move takes
 * (`decideOrNull`, then `observeBot`, over the same views), replayed over the moves after each
 * memory's version — the bots are deterministic, so the memory is exactly the one the room held.
 */

/** A memory as read from storage: the seat it plays, its JSON, the version it was written at. */
export interface StoredMemory {
  seat: number;
  memory: string;
  /** Null: written by a deploy that wrote memories on every move, so it is current. */
  version: number | null;
}

/** A stored row's `memory_version` (or `autoplay_memory_version`): an integer, or null. */
function versionOf(value: SqlValue | undefined): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** Brings stored memories up to the current snapshot (`recallMemories` with the room's storage). */
export type Recall = (stored: StoredMemory[]) => Map<number, string>;

/** `bots` as read from `rows` (same order), each memory brought up to date. */
export function recallBots(bots: Bot[], rows: SqlRow[], recall: Recall): Bot[] {
  const recalled = recall(
    bots.flatMap((b, i) =>
      b.memory === null
        ? []
        : [{ seat: b.seat, memory: b.memory, version: versionOf(rows[i]?.memory_version) }],
    ),
  );
  return bots.map((b) => ({ ...b, memory: recalled.get(b.seat) ?? b.memory }));
}

/** `players` as read from `rows` (same order), each autoplay memory brought up to date. */
export function recallPlayers(players: Player[], rows: SqlRow[], recall: Recall): Player[] {
  const recalled = recall(
    players.flatMap((p, i) =>
      p.seat === null || p.autoplayMemory === null
        ? []
        : [{ seat: p.seat, memory: p.autoplayMemory, version: versionOf(rows[i]?.autoplay_memory_version) }],
    ),
  );
  return players.map((p) => ({
    ...p,
    autoplayMemory: (p.seat !== null && recalled.get(p.seat)) || p.autoplayMemory,
  }));
}

/** Memories a room's cache held, by seat, with the game and version they reflect. */
export interface HeldMemories {
  game: number;
  version: number;
  memories: Map<number, string>;
}

/** The memories in a cache (its bots and players) at `snapshot`, by seat. */
export function heldMemories(
  snapshot: Snapshot,
  bots: Iterable<Bot> = [],
  players: Iterable<Player> = [],
): HeldMemories {
  const memories = new Map<number, string>();
  for (const bot of bots) if (bot.memory !== null) memories.set(bot.seat, bot.memory);
  for (const p of players)
    if (p.seat !== null && p.autoplayMemory !== null) memories.set(p.seat, p.autoplayMemory);
  return { game: snapshot.game, version: snapshot.version, memories };
}

/**
 * The memories in `stored` that are behind `current` (the game's current snapshot), brought up
 * to it, by seat: taken from `held` (the cache that was dropped) when it is at `current`, as the
 * replay would give exactly them, else replayed. A memory older than the latest checkpoint cannot
 * be replayed (the states before it are not kept; memories are written with every checkpoint, so
 * this is broken storage): that bot starts afresh, as after an unreadable memory.
 */
export function recallMemories(
  storage: RoomStorage,
  current: Snapshot,
  stored: StoredMemory[],
  held: HeldMemories | null = null,
): Map<number, string> {
  const recalled = new Map<number, string>();
  const known = held?.game === current.game && held.version === current.version ? held.memories : null;
  const behind = stored.filter((m) => {
    if (m.version === null || m.version >= current.version) return false;
    const memory = known?.get(m.seat);
    if (memory !== undefined) recalled.set(m.seat, memory);
    return memory === undefined;
  });
  if (behind.length === 0) return recalled;
  const row = storage.sql.exec('SELECT * FROM snapshot WHERE k = 1').toArray()[0];
  let before = row ? toSnapshot(row) : current;
  const versions = new Map<number, number>();
  for (const m of behind) {
    if (m.version === null || m.version < before.version || before.game !== current.game) {
      reportFailure('observe', new RangeError('memory older than the checkpoint'), 'the bot starts afresh');
      recalled.set(m.seat, restartedMemory(m.memory, m.seat));
    } else {
      recalled.set(m.seat, m.memory);
      versions.set(m.seat, m.version);
    }
  }
  const moves = storage.sql
    .exec(
      'SELECT seq, seat, action, at FROM actions WHERE game = ? AND seq > ? ORDER BY seq',
      before.game,
      before.version,
    )
    .toArray();
  for (const move of moves.map(toMoveRow)) {
    const next = advance(before, move.seat, move.action, move.at);
    if (!next.ok) throw new Error(`game ${before.game}: the action log does not replay at seq ${move.seq}`);
    for (const [seat, version] of versions) {
      if (version !== before.version) continue;
      let memory = recalled.get(seat) ?? '';
      if (move.seat === seat) memory = decideOrNull(memory, playerView(before.state, seat))?.memory ?? memory;
      recalled.set(seat, observeBot(memory, playerView(next.snapshot.state, seat), next.events));
      versions.set(seat, next.snapshot.version);
    }
    before = next.snapshot;
  }
  return recalled;
}
