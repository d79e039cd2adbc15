import { isTurnOf } from '../../../../shared/engine/queries';
import type { Seat } from '../../../../shared/engine/types';
import { reveal } from '../../../net/intents';
import { loadLifeText, messages, teamMessages } from '../../../state/i18n';
import { room, view } from '../../../state/room';
import { Card } from '../../../ui/Card';
import { lazy } from '../../../ui/lazy';
import { Life } from './life-part';
import { TeamTag } from './TeamTag';
import { TimerTag } from './TimerTag';
import { Trios } from './Trios';
import { canReveal, handRevealsOf, nameOf, spicy, teamLetterOf, teamName, triosOf } from './table-state';
import '../tags.css';
import './seats.css';
import './OpponentSeat.css';

// Only for a player who went away: fetched when the browser is idle, long before anyone can be.
const AwayTag = lazy(() => Promise.all([import('./AwayTag'), loadLifeText()]).then(([m]) => m.AwayTag), {
  idle: true,
  optional: true,
});

/**
 * Another seat: its name and state, its hand as face-down backs with the lowest and highest ends
 * clickable on your turn, the cards it revealed this turn, and its (team's) trios.
 */
export function OpponentSeat({ seat }: { seat: Seat }) {
  const v = view.value;
  if (!v) return null;
  const size = v.handSizes[seat] ?? 0;
  const info = room.value?.seats[seat];
  const active = isTurnOf(v, seat);
  const t = messages.value;
  const name = nameOf(seat);
  const pick = canReveal.value && size > 0;
  const team = teamName(seat);
  const letter = teamLetterOf(seat);
  const swapping = v.phase === 'swap' && v.swap?.pending.includes(seat);
  const middle = Math.max(0, size - 2);
  // Cards revealed from this hand this turn keep their room in the fan, so the ends never move.
  const gone = size >= 2 ? handRevealsOf(seat).length : 0;
  return (
    <section
      class={`opponent${active ? ' active' : ''}`}
      aria-label={active ? t.playingNow(name) : name}
      data-seat={seat}
    >
      <TimerTag seat={seat} />
      <Life bubble={seat} />
      <header class="opp-head">
        {active && (
          <span class="turn-arrow" aria-hidden="true">
            ▶
          </span>
        )}
        {/* Up to eight characters of a name always show before any ellipsis. */}
        <span class="opp-name" style={{ minWidth: `${Math.min(name.length, 8)}ch` }}>
          {name}
        </span>
        {letter && <TeamTag letter={letter} />}
        <span class="count">
          {size}
          <span class="count-word">{t.cardsWord(size)}</span>
        </span>
      </header>
      <div class="opp-hand">
        {v.final ? (
          <Life final={seat} />
        ) : size === 0 ? (
          <span class="no-cards">{t.handEmpty}</span>
        ) : (
          <>
            <Card
              value={null}
              class="sm end"
              label={t.handCardOf({ name, end: 'lowest' })}
              target={`hand:${seat}:lowest`}
              onPick={pick ? () => reveal({ kind: 'hand', seat, end: 'lowest' }) : undefined}
            />
            {middle + gone > 0 && (
              <span class="fan" aria-hidden="true" style={{ '--n': middle }}>
                {Array.from({ length: middle + gone }, (_, i) => (
                  <span key={i} class={i < middle ? 'fan-card' : 'fan-card gap'} />
                ))}
              </span>
            )}
            {size > 1 && (
              <Card
                value={null}
                class="sm end"
                label={t.handCardOf({ name, end: 'highest' })}
                target={`hand:${seat}:highest`}
                onPick={pick ? () => reveal({ kind: 'hand', seat, end: 'highest' }) : undefined}
              />
            )}
          </>
        )}
      </div>
      <div class="opp-foot">
        {info && <AwayTag info={info} />}
        {swapping && <span class="tag">{t.deciding}</span>}
        <span class="in-front">
          {handRevealsOf(seat).map((r, i) => (
            <Card
              key={i}
              value={r.value}
              class="xs"
              spicy={spicy.value}
              label={`${t.handCardOf({ name, end: r.target.kind === 'hand' ? r.target.end : 'lowest' })}, ${r.value}`}
            />
          ))}
        </span>
        <Trios values={triosOf(seat)} label={team ? teamMessages.value.teamTrios(team) : t.triosOf(name)} />
      </div>
    </section>
  );
}
