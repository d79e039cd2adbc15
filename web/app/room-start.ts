import { connect } from '../net/connection';
import { dropEarlySocket } from '../net/early-socket';
import { adoptSeatFromFragment } from '../net/rejoin';
import { firstCheck } from '../net/room-check';
import { startSession } from '../screens/room/session';
import { playerName, validName } from '../state/name';

/**
 * A room page's start, from the entry, before any screen's code has arrived: a visitor with a name
 * opens the room's socket at once (its upgrade and `join` are the only round trips to the room
 * before the table, and they run beside the page's first wave of scripts); a visitor with no name
 * yet asks for the summary the name question shows. A seat carried over from the embed
 * (`#seat=…`) is kept for this room first, so the join resumes it.
 */
export function startRoom(id: string): void {
  adoptSeatFromFragment(id);
  const name = validName(playerName.value);
  if (name) {
    // The log, the mismatch hold and the swap notice listen before the first frame is read: the
    // early socket's frames (the history after a reload) may come before the table's code.
    startSession();
    connect(id, name);
  } else {
    // boot.ts joined with a saved name the room refuses: its socket would wait unjoined.
    dropEarlySocket();
    void firstCheck(id);
  }
}
