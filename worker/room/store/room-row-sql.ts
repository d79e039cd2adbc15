import type { RoomSettings } from '../../../shared/protocol';
import type { RoomStorage } from '../../net/ports';
import { type RoomMeta, toRoomMeta } from './parse-room-rows';

/**
 * The SQL behind the room's one row (`room`, k = 1), for RoomStore: the next game's settings, the
 * status, the host, the current game's number and the room's times (`RoomMeta`). Nothing is cached
 * here: RoomStore keeps what `readRoomMeta` returns and what `writeRoomMeta` wrote.
 */

/** Whether the room row exists (`init` ran). The stored layout must be current. */
export function hasRoomRow(storage: RoomStorage): boolean {
  return storage.sql.exec('SELECT k FROM room').toArray().length > 0;
}

/**
 * Inserts the room row: `id`, `config`, in the lobby with no host and no game, created and active
 * at `now` (ms since epoch). A no-op if the row exists.
 */
export function insertRoomRow(storage: RoomStorage, id: string, config: RoomSettings, now: number): void {
  storage.sql.exec(
    `INSERT OR IGNORE INTO room (k, id, config, status, host, game, first_seat, created_at, active_at, bot_due_at)
     VALUES (1, ?, ?, 'lobby', NULL, 0, NULL, ?, ?, NULL)`,
    id,
    JSON.stringify(config),
    now,
    now,
  );
}

/**
 * The room row, with `activeAt` the later of its `active_at` and the time (ms since epoch) of the
 * current game's last action: a move does not rewrite the row, its time is in the action log.
 * Throws if there is no room row.
 */
export function readRoomMeta(storage: RoomStorage): RoomMeta {
  const meta = toRoomMeta(storage.sql.exec('SELECT * FROM room WHERE k = 1').one());
  const last = storage.sql
    .exec('SELECT at FROM actions WHERE game = ? ORDER BY seq DESC LIMIT 1', meta.game)
    .toArray()[0]?.at;
  return typeof last === 'number' && last > meta.activeAt ? { ...meta, activeAt: last } : meta;
}

/** Writes every column of the room row but `id` and `created_at` from `meta`. */
export function writeRoomMeta(storage: RoomStorage, meta: RoomMeta): void {
  storage.sql.exec(
    `UPDATE room SET config = ?, status = ?, host = ?, game = ?, first_seat = ?, active_at = ?, bot_due_at = ?,
     creator = ?, bot_seed = ?, owner = ?, host_away_since = ? WHERE k = 1`,
    JSON.stringify(meta.config),
    meta.status,
    meta.host,
    meta.game,
    meta.firstSeat,
    meta.activeAt,
    meta.botDueAt,
    meta.creator,
    meta.botSeed,
    meta.owner,
    meta.hostAwaySince,
  );
}
