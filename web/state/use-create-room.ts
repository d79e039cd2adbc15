import { useSignal } from '@preact/signals';
import type { BotLevel, RoomConfig } from '../../shared/protocol/messages';
import { createRoom } from '../net/api';
import { setPlan } from './plan';

/** What the player asked for: the room's settings and, for Play now, the computers on the other seats. */
export interface NewRoom {
  config: RoomConfig;
  /** Every other seat gets a computer at this level and the game starts at once (Play now). */
  bots?: BotLevel | undefined;
}

/** The state of the one create-room path, for a form: busy while asking, the last error's sentence. */
export interface CreateRoomState {
  busy: boolean;
  error: string;
  /** Creates the room, then `show(id)` goes to it; a failure sets `error` and ends `busy`. */
  create(room: NewRoom, show: (id: string) => void): Promise<void>;
}

/**
 * The one way a room is made (home's Play now and Play with friends, the embed's start form):
 * create it over HTTP, plan the creator's first steps there (sit down; with bots, fill the other
 * seats and start), go to it, or say why not.
 */
export function useCreateRoom(): CreateRoomState {
  const busy = useSignal(false);
  const error = useSignal('');
  async function create(room: NewRoom, show: (id: string) => void): Promise<void> {
    if (busy.value) return;
    busy.value = true;
    error.value = '';
    try {
      const id = await createRoom(room.config);
      setPlan(id, { bots: room.bots ? room.config.players - 1 : 0, level: room.bots ?? 'normal' });
      show(id);
    } catch (err) {
      error.value = err instanceof Error ? err.message : 'The game could not be created.';
      busy.value = false;
    }
  }
  return { busy: busy.value, error: error.value, create };
}
