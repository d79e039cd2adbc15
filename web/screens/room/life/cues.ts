import type { GameEvent, Reveal, Seat } from '../../../../shared/engine/types';

/**
 * Which sounds a `state` frame's events make (sounds.ts plays them). Pure: the events, this turn's
 * reveals before the frame and the viewer, nothing else.
 */

/** A sound: a card turned, a second card that matches, the cards going back, a trio, your turn, the end. */
export type Cue = 'reveal' | 'match' | 'mismatch' | 'trio' | 'your_turn' | 'game_over';

/** The more telling sound wins when one frame holds several (a reveal that completes a trio: `trio`). */
const RANK: readonly Cue[] = ['reveal', 'match', 'mismatch', 'trio', 'game_over'];

/**
 * The sounds for one frame: at most one of what happened on the table (the most telling: the end,
 * a trio, a mismatch, a matching reveal, a reveal), then `your_turn` when the frame starts the
 * viewer's turn (docs/rules.md, A turn) in a game that goes on. `before`: the turn's reveals as the
 * previous frame showed them (a reveal matches when every card of the turn so far shows its value).
 * `viewer`: the viewer's seat, null for a spectator (who has no turn).
 */
export function cuesOf(events: readonly GameEvent[], before: readonly Reveal[], viewer: Seat | null): Cue[] {
  let values = before.map((r) => r.value);
  let main: Cue | null = null;
  let yours = false;
  let over = false;
  const raise = (cue: Cue) => {
    if (main === null || RANK.indexOf(cue) > RANK.indexOf(main)) main = cue;
  };
  for (const e of events) {
    switch (e.type) {
      case 'revealed':
        values = [...values, e.value];
        raise(values.length > 1 && values.every((v) => v === values[0]) ? 'match' : 'reveal');
        break;
      case 'mismatch':
        values = [];
        raise('mismatch');
        break;
      case 'trio_collected':
        values = [];
        raise('trio');
        break;
      case 'turn_started':
        values = [];
        yours = !over && viewer !== null && e.seat === viewer;
        break;
      case 'game_won':
        raise('game_over');
        over = true;
        yours = false;
        break;
      case 'swap_started':
      case 'swap_done':
        break;
    }
  }
  const cues: Cue[] = main === null ? [] : [main];
  if (yours) cues.push('your_turn');
  return cues;
}

/** What a tab plays: all of `cues` in view; in the background only what calls the player back. */
export function audibleCues(cues: readonly Cue[], inBackground: boolean): Cue[] {
  return inBackground ? cues.filter((cue) => cue === 'your_turn') : [...cues];
}
