import type { Reveal } from '../../../../shared/engine/types';
import { onServerMessage } from '../../../net/connection';
import { audibleCues, cuesOf } from './cues';
import { soundOn } from './prefs';
import { play, unlockAudio } from './synth';

/** The pause before "your turn" when it follows what the last player did (s): one after the other. */
const YOUR_TURN_AFTER_S = 0.45;

/**
 * Plays the table's sounds from the room's `state` frames while the sound toggle is on: a reveal,
 * a matching reveal, a mismatch, a trio, the end, and "your turn" — in a background tab only that
 * one, and the tab's title says it as well (session.ts). A resync (a frame without events, on
 * joining or reconnecting) is silent.
 */
export function startSounds(): void {
  unlockAudio();
  let before: Reveal[] = [];
  let game = 0;
  onServerMessage((message) => {
    if (message.type !== 'state') return;
    // A rematch starts a new turn with nothing face up.
    const shown = message.game === game ? before : [];
    game = message.game;
    before = message.view.revealed;
    if (!soundOn.value) return;
    // A tab in the background says only what calls the player back: their turn.
    const cues = audibleCues(cuesOf(message.events, shown, message.view.viewer), document.hidden);
    cues.forEach((cue, i) => {
      play(cue, i === 0 ? 0 : YOUR_TURN_AFTER_S);
    });
  });
}
