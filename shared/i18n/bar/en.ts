/**
 * English, the source of `BarMessages`: the words of a room's bars, each shown only when asked
 * for — the top bar's dialogs (the rules' Close, "Leave this game?") and the phone's log drawer's
 * Close (a full page), the frame bar's keep-seat note (web/screens/embed/KeepSeat.tsx). A lazy
 * chunk of its own per language, fetched with the dialogs when idle (web/screens/room/RoomBar.tsx)
 * or with the note. The conventions of ../table/en.ts apply.
 */

export const enBar = {
  // The frame's bar.
  /** An embed whose browser keeps no storage for the frame, once seated (web/screens/embed/KeepSeat.tsx). */
  keepSeatNote: 'This browser keeps nothing for this frame: a reload of the page would lose your seat.',
  keepSeatLink: 'Keep your seat in a tab ↗',

  // The top bar's dialogs, and the phone's log drawer.
  closeRules: 'Close the rules',
  close: 'Close',
  leaveTitle: 'Leave this game?',
  leaveBody:
    'The game goes on without you: a bot plays your turns until you come back. Your seat is kept on this device, and the home page offers a way back.',
  stay: 'Stay',
  leave: 'Leave',
};

/** The words of a room's bars (the top bar's dialogs, the frame's keep-seat note): English defines them. */
export type BarMessages = typeof enBar;

export default enBar;
