import type { BotLevel, RoomConfig } from '../../shared/protocol/messages';
import { send } from './connection';

/**
 * What a player asks of the lobby: seats, bots, settings and the start. Components call these; the
 * server decides and answers with a new `room` message (or an error, shown as a notice). A module
 * apart from intents.ts: only the lobby (a lazy chunk) uses them, so a seated table's first load
 * does without them (vite.config.ts).
 */

export const sit = (seat: number) => send({ type: 'sit', seat });
export const stand = () => send({ type: 'stand' });
export const configure = (config: RoomConfig) => send({ type: 'configure', config });
export const addBot = (seat: number, level: BotLevel) => send({ type: 'add_bot', seat, level });
export const removeBot = (seat: number) => send({ type: 'remove_bot', seat });
export const clearSeat = (seat: number) => send({ type: 'clear_seat', seat });
export const start = () => send({ type: 'start' });
