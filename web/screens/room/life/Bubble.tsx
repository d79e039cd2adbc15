import type { Seat } from '../../../../shared/engine/types';
import { lifeMessages } from '../../../state/i18n';
import { REACTION_LOOKS } from './reaction-words';
import { bubbles } from './reactions';
import './Bubble.css';

/**
 * The reaction a seat just sent, as a bubble over its tile for a few seconds (reactions.ts):
 * pinned out of the flow, so it comes and goes without moving anything. Hidden from screen
 * readers, which hear it once from the live region (Tools.tsx) with the sender's name.
 */
export function Bubble({ seat }: { seat: Seat }) {
  const shown = bubbles.value.get(seat);
  if (!shown) return null;
  const look = REACTION_LOOKS[shown.reaction];
  return (
    <span
      key={shown.id}
      class={look.emoji ? 'bubble emoji' : 'bubble'}
      data-reaction={shown.reaction}
      aria-hidden="true"
    >
      {look.emoji ?? lifeMessages.value[look.key]}
    </span>
  );
}
