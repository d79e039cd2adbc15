import { useSignal } from '@preact/signals';
import type { CreateGameRequest } from '../../shared/protocol/http';
import type { BotLevel, RoomConfig } from '../../shared/protocol/messages';
import { createRoom } from '../net/api';
import { Unreached } from '../net/reach';
import { lobbyMessages } from './i18n';

/** What the player asked for: the room's settings, their name and, for Play now, the computers' level. */
export interface NewRoom {
  config: RoomConfig;
  /** The creator's name (valid: `validName`); they sit in seat 1 (index 0) from the start. */
  name: string;
  /** Play now: every other seat gets a computer at this level and the game is dealt at once. */
  bots?: BotLevel | undefined;
}

/** The state of the one create-room path, for a form: busy while asking, the last error's sentence. */
export interface CreateRoomState {
  busy: boolean;
  error: string;
  /**
   * Creates the room, then `show(id)` goes to it; a failure sets `error` and ends `busy`. With no
   * answer in time (the network stalled or failed), `unreached` instead when given.
   */
  create(room: NewRoom, show: (id: string) => void, unreached?: () => void): Promise<void>;
}

/** The one request for a new room: the creator on seat 0 and, for Play now, bots on the rest and `start`. */
export function createRequest({ config, name, bots }: NewRoom): CreateGameRequest {
  if (!bots) return { ...config, name, seat: 0 };
  const others = Array.from({ length: config.players - 1 }, (_, i) => ({ seat: i + 1, level: bots }));
  return { ...config, name, seat: 0, bots: others, start: true };
}

/**
 * The one way a room is made (home's Play now and Play with friends, the embed's start form): one
 * `POST /api/games` that seats the creator (and, for Play now, fills the other seats with bots and
 * deals), the creator's token kept so their socket joins as the host, then `show(id)`; or the
 * reason it failed, in `error`.
 */
export function useCreateRoom(): CreateRoomState {
  const busy = useSignal(false);
  const error = useSignal('');
  async function create(room: NewRoom, show: (id: string) => void, unreached?: () => void): Promise<void> {
    if (busy.value) return;
    busy.value = true;
    error.value = '';
    try {
      const created = await createRoom(createRequest(room));
      show(created.id);
    } catch (err) {
      busy.value = false;
      if (err instanceof Unreached && unreached) unreached();
      else if (err instanceof Unreached) error.value = lobbyMessages.value.cannotReachServer;
      else error.value = err instanceof Error ? err.message : lobbyMessages.value.createFailed;
    }
  }
  return { busy: busy.value, error: error.value, create };
}
