/**
 * What a room page outside a frame adds around the table: the top bar and the log beside it (in
 * a frame the log folds away under a toggle, and there is no bar). One chunk: a full page loads it
 * before its first paint (RoomScreen's `loadRoomParts`), a frame fetches it when idle.
 */
export { RoomBar } from './RoomBar';
export { GameLog } from './table/GameLog';
