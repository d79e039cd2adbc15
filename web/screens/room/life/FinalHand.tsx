import type { Seat } from '../../../../shared/engine/types';
import { lifeMessages, messages } from '../../../state/i18n';
import { view } from '../../../state/room';
import { Card } from '../../../ui/Card';
import { nameOf, spicy } from '../table/table-state';
import './FinalHand.css';

/**
 * Another seat's hand at the end, face up (`view.final`: once the game is over every card is
 * public): its cards in order, overlapping in the tile's width, named as one list.
 */
export function FinalHand({ seat }: { seat: Seat }) {
  const hand = view.value?.final?.hands[seat];
  if (!hand) return null;
  const t = messages.value;
  const label = lifeMessages.value.finalHand({ name: nameOf(seat), values: t.list(hand.map(String)) });
  return (
    <span
      class="final-hand"
      role="img"
      aria-label={label}
      data-final={hand.join(',')}
      style={{ '--n': hand.length }}
    >
      {hand.length === 0 ? (
        <span class="no-cards">{t.handEmpty}</span>
      ) : (
        hand.map((value, i) => (
          <Card key={i} value={value} class="xs" spicy={spicy.value} label={String(value)} />
        ))
      )}
    </span>
  );
}
