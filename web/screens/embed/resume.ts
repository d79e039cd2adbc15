import { ROOM_ID_PATTERN } from '../../../shared/protocol/http';
import { checkRoom } from '../../net/room-check';
import { loadToken } from '../../net/storage';
import type { NewGame } from './new-game-query';

/**
 * An embed that names no room (`/embed/new`) comes back to the game its visitor sits in when the
 * host page reloads (the loader gives the frame its `/embed/new` address again), as the site's home
 * page offers "back to your game": the room it created is remembered per host page origin and
 * settings, in the frame's own storage, beside the seat token. Two embeds with the same settings on
 * one page share it. Beside EmbedNew, so the framed room page does without it.
 */

/** The storage key: the host page's origin as the loader wrote it (a key only, never trusted). */
const keyOf = (game: NewGame) =>
  `trio:embed:${new URLSearchParams(location.search).get('parent') ?? ''}|${game.players}|${game.mode}|${game.teams}|${game.log}|${game.bots ?? ''}`;

/** Remembers the room this embed made (storage blocked: not remembered, the Rejoin link remains). */
export function rememberRoom(game: NewGame, id: string): void {
  try {
    localStorage.setItem(keyOf(game), id);
  } catch {
    // Blocked storage holds no seat token across a reload either.
  }
}

/** The room this embed made, when this device still holds its seat token there; else null. */
export function rememberedRoom(game: NewGame): string | null {
  let id: string | null = null;
  try {
    id = localStorage.getItem(keyOf(game));
  } catch {
    // Blocked storage: nothing remembered.
  }
  return id !== null && ROOM_ID_PATTERN.test(id) && loadToken(id) !== null ? id : null;
}

/** Whether the room is still on (its lobby or a game): a finished or deleted one is not resumed. */
export async function stillOn(id: string): Promise<boolean> {
  const summary = await checkRoom(id);
  return summary !== null && summary !== 'missing' && summary.status !== 'over';
}
