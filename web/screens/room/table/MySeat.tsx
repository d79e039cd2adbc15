import { isTurnOf, mustAct } from '../../../../shared/engine/queries';
import type { CardValue } from '../../../../shared/engine/types';
import { offerSwap, reveal } from '../../../net/intents';
import { messages, teamMessages } from '../../../state/i18n';
import { pending, view } from '../../../state/room';
import { Card } from '../../../ui/Card';
import { Life } from './life-part';
import { TeamTag } from './TeamTag';
import { Trios } from './Trios';
import { canReveal, handRevealsOf, spicy, teamLetterOf, teamName, triosOf } from './table-state';
import './seats.css';
import './MySeat.css';

/**
 * The viewer's own place: the hand along the bottom, sorted, with only its lowest and highest
 * cards raised and clickable on their turn (the middle is out of reach), the cards revealed from
 * it this turn, and the (team's) trios. In a swap, every card can be offered to the partner.
 */
export function MySeat() {
  const v = view.value;
  if (!v || v.viewer === null || !v.hand) return null;
  const me = v.viewer;
  const hand = v.hand;
  const pick = canReveal.value;
  const offering = v.phase === 'swap' && mustAct(v, me) && !pending.value;
  const offered = v.phase === 'swap' ? (v.swap?.offered ?? null) : null;
  const t = messages.value;
  const team = teamName(me);
  const letter = teamLetterOf(me);
  const active = isTurnOf(v, me);
  const over = v.phase === 'over';
  const last = hand.length - 1;
  // A card revealed from the hand this turn leaves a gap at its end, so the others never move.
  const gaps = (end: 'lowest' | 'highest') =>
    handRevealsOf(me)
      .filter((r) => r.target.kind === 'hand' && r.target.end === end)
      .map((_, i) => <span key={`${end}-gap-${i}`} class="card gap" aria-hidden="true" />);
  const lowGaps = gaps('lowest');
  const highGaps = gaps('highest');
  let offeredMarked = false;

  function action(i: number, value: CardValue): (() => void) | undefined {
    if (offering) return () => offerSwap(value);
    if (!pick) return undefined;
    if (i === 0) return () => reveal({ kind: 'hand', seat: me, end: 'lowest' });
    if (i === last) return () => reveal({ kind: 'hand', seat: me, end: 'highest' });
    return undefined;
  }

  function label(i: number, value: CardValue): string {
    if (offering) return teamMessages.value.offerCard(value);
    // At the end no card is revealed any more: each is simply shown, by its value.
    if (over) return t.yourCardShown(value);
    if (hand.length === 1) return t.yourCardLast(value);
    if (i === 0) return t.yourCardLowest(value);
    if (i === last) return t.yourCardHighest(value);
    return t.yourCardMiddle(value);
  }

  return (
    <section class={`my-seat focus-rest${active ? ' active' : ''}`} aria-label={t.yourHand} tabIndex={-1}>
      <Life bubble={me} />
      <div class="my-info">
        <span class="my-name">
          <span class="opp-name">
            {active && (
              <span class="turn-arrow" aria-hidden="true">
                ▶{' '}
              </span>
            )}
            {t.you}
          </span>
          {letter && <TeamTag letter={letter} />}
          <Life tools />
        </span>
        <span class="in-front">
          {handRevealsOf(me).map((r, i) => (
            <Card key={i} value={r.value} class="xs" spicy={spicy.value} label={t.yourRevealed(r.value)} />
          ))}
        </span>
        <Trios values={triosOf(me)} label={team ? teamMessages.value.teamTrios(team) : t.yourTrios} />
      </div>
      <div class="my-hand" style={{ '--count': Math.max(hand.length + lowGaps.length + highGaps.length, 5) }}>
        {lowGaps}
        {hand.length === 0 && <span class="no-cards">{t.handEmptyYours}</span>}
        {hand.map((value, i) => {
          const end = i === 0 || i === last;
          const isOffered = offered === value && !offeredMarked;
          if (isOffered) offeredMarked = true;
          // At the end nothing can be revealed: every card rests level, none lifted as if clickable.
          const lift = over ? '' : offering || (end && !offered) ? 'raised' : 'dim';
          const cls = `${lift}${isOffered ? ' offered' : ''}${end ? ' end' : ''}`;
          return (
            <Card
              key={`${lowGaps.length + i}-${value}`}
              value={value}
              spicy={spicy.value}
              class={cls}
              label={isOffered ? teamMessages.value.offeredCard(value) : label(i, value)}
              target={
                offering
                  ? `swap:${value}`
                  : i === 0
                    ? `hand:${me}:lowest`
                    : i === last
                      ? `hand:${me}:highest`
                      : undefined
              }
              onPick={action(i, value)}
            />
          );
        })}
        {highGaps}
      </div>
    </section>
  );
}
