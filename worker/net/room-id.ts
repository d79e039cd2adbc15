import { randomId } from './random-id';

/** Room ids: 12 symbols of `ID_ALPHABET` ≈ 59 bits (`ROOM_ID_PATTERN` accepts 10–32). */
export const ROOM_ID_LENGTH = 12;

/** A new room id, from a crypto RNG: nothing about it follows from another id. */
export function newRoomId(): string {
  return randomId(ROOM_ID_LENGTH);
}
