import type { Seat } from '../../../../shared/engine/types';
import { Bubble } from './Bubble';
import { FinalHand } from './FinalHand';
import { startReactions } from './reactions';
import { Score } from './Score';
import { startSounds } from './sounds';
import { Tools } from './Tools';

/**
 * Life at the table: reactions, sounds, the hands shown at the end and the room's score. One lazy chunk (with the
 * `life` words), fetched when the browser is idle after the table shows (web/screens/room/table/
 * life-part.ts); the table's first load does without it. Its listeners start when it arrives.
 */

startSounds();
startReactions();

/**
 * Which part a use of `Life` shows: the buttons, a seat's bubble, a seat's hand at the end, or the
 * room's score (the lobby's and the game over's).
 */
export type LifeProps = { tools: true } | { bubble: Seat } | { final: Seat } | { score: true };

/** The one component the table uses (one lazy wrapper for every part: web/screens/room/table/life-part.ts). */
export function Life(props: LifeProps) {
  if ('bubble' in props) return <Bubble seat={props.bubble} />;
  if ('final' in props) return <FinalHand seat={props.final} />;
  if ('score' in props) return <Score />;
  return <Tools />;
}
