import { applyAction } from '../../../shared/engine';
import type { Action, EngineError, GameEvent } from '../../../shared/engine/types';
import type { RoomStorage } from '../../net/ports';
import { toMoveRow } from './parse-history-rows';
import { type Snapshot, toSnapshot } from './parse-room-rows';

/**
 * A game in storage is its action log plus checkpoints: the action row is the record of a move,
 * and the whole state is written only at the deal, every `SNAPSHOT_EVERY` versions and when the
 * game ends. A room that wakes rebuilds the current snapshot from the latest checkpoint and the
 * actions after it, through `advance` — the engine is deterministic, and `advance` is the one
 * step a live move takes too, so the rebuilt snapshot is exactly the one memory held.
 */

/** Versions between two checkpoints of a game: a move writes 1 + 1/8 rows on average. */
export const SNAPSHOT_EVERY = 8;

/** A move's outcome: the next snapshot and the move's public events, or the engine's refusal. */
export type Advanced =
  | { ok: true; snapshot: Snapshot; events: GameEvent[] }
  | { ok: false; error: EngineError };

/**
 * The snapshot after `seat` played `action` at `at` (ms since epoch; the move's time, stored in
 * its action row). `phaseSince` moves to the new version when the phase changes; `dueSince`
 * (the turn timer's start) moves to the move's time when a turn starts — the phase changes, or
 * the turn passes to the next seat — and stays during a turn's reveals and a swap's decisions:
 * the timer is for a whole turn (or a whole swap), not for each move.
 */
export function advance(snapshot: Snapshot, seat: number, action: Action, at: number): Advanced {
  const result = applyAction(snapshot.state, seat, action);
  if (!result.ok) return result;
  const version = snapshot.version + 1;
  const samePhase = result.state.phase === snapshot.state.phase;
  const phaseSince = samePhase ? snapshot.phaseSince : version;
  const turnGoesOn =
    samePhase &&
    (result.state.phase === 'swap' ||
      (result.state.turn === snapshot.state.turn && !result.events.some((e) => e.type === 'turn_started')));
  const dueSince = turnGoesOn ? snapshot.dueSince : at;
  return {
    ok: true,
    snapshot: { game: snapshot.game, version, phaseSince, dueSince, state: result.state },
    events: result.events,
  };
}

/** Whether `snapshot` is written whole: every `SNAPSHOT_EVERY` versions, and the game's end. */
export function isCheckpoint(snapshot: Snapshot): boolean {
  return snapshot.version % SNAPSHOT_EVERY === 0 || snapshot.state.phase === 'over';
}

/**
 * The current snapshot: `checkpoint` (the `snapshot` row) with its game's actions after it
 * replayed through `advance`, as the moves made it. Throws if the log does not replay (a gap, or
 * an action the engine refuses): storage is broken.
 */
export function replay(storage: RoomStorage, checkpoint: Snapshot): Snapshot {
  let snapshot = checkpoint;
  const moves = storage.sql
    .exec(
      'SELECT seq, seat, action, at FROM actions WHERE game = ? AND seq > ? ORDER BY seq',
      checkpoint.game,
      checkpoint.version,
    )
    .toArray();
  for (const row of moves) {
    const move = toMoveRow(row);
    const next =
      move.seq === snapshot.version + 1 ? advance(snapshot, move.seat, move.action, move.at) : null;
    if (!next?.ok)
      throw new Error(`game ${snapshot.game}: the action log does not replay at seq ${move.seq}`);
    snapshot = next.snapshot;
  }
  return snapshot;
}

/**
 * The current game's latest state: the checkpoint in the `snapshot` row, `replay`ed; null before
 * the room's first deal. Throws as `replay` does (storage is broken).
 */
export function latestSnapshot(storage: RoomStorage): Snapshot | null {
  const row = storage.sql.exec('SELECT * FROM snapshot WHERE k = 1').toArray()[0];
  return row ? replay(storage, toSnapshot(row)) : null;
}

/** Writes `snapshot` whole as the room's checkpoint (its one `snapshot` row, over the last one). */
export function writeCheckpoint(storage: RoomStorage, snapshot: Snapshot): void {
  storage.sql.exec(
    'INSERT OR REPLACE INTO snapshot (k, game, version, phase_since, due_since, state) VALUES (1, ?, ?, ?, ?, ?)',
    snapshot.game,
    snapshot.version,
    snapshot.phaseSince,
    snapshot.dueSince,
    JSON.stringify(snapshot.state),
  );
}
