import { teamIndex } from '../../../shared/engine/queries';
import type { GameRecord } from '../../../shared/protocol/record';
import { messages, replayText } from '../../state/i18n';
import { recordName } from '../../ui/record-text';
import type { Frame, SeatFrame } from './frames';
import { cardText, lineText } from './line-text';
import type { ReplayLine } from './log-lines';
import { ReplayCard, ReplayEmpty } from './ReplayCard';
import './Board.css';

/**
 * The table at one step, everything face up: every seat's hand (the cards of the turn shown
 * highlighted at the end they came from, an offered swap card marked), its trios, the center
 * (this turn's cards highlighted, collected slots empty), this turn's reveals in order, and what
 * the step did, in words (`said`: its log lines).
 */
export function Board({ frame, record, said }: { frame: Frame; record: GameRecord; said: ReplayLine[] }) {
  const t = messages.value;
  const r = replayText.value;
  const name = (seat: number) => recordName(t, record.seats, seat);
  const spicy = record.config.mode === 'spicy';
  const { state } = frame;
  return (
    <section class="panel replay-board" data-step={frame.step} data-phase={state.phase}>
      <p class="replay-caption" aria-live="polite">
        {said.length === 0
          ? r.atTheDeal
          : said.map((l, i) => (
              <span key={i} class="said">
                {lineText({ t, r }, l, record.seats)}
                {l.kind === 'reveal' && <b class={`val v${l.value}`}> {l.value}</b>}
              </span>
            ))}
      </p>
      <ol class="replay-seats">
        {frame.seats.map((seat) => (
          <SeatRow
            key={seat.seat}
            seat={seat}
            name={name(seat.seat)}
            team={teamIndex(record.config, seat.seat)}
            active={state.phase === 'play' && state.turn === seat.seat}
            winner={state.winner?.seats.includes(seat.seat) ?? false}
            spicy={spicy}
          />
        ))}
      </ol>
      {frame.center.length > 0 && (
        <section class="replay-center" aria-label={t.center}>
          {frame.center.map((slot, i) =>
            slot === null ? (
              <ReplayEmpty key={i} label={t.slotEmpty(i + 1)} />
            ) : (
              <ReplayCard
                key={i}
                value={slot.value}
                spicy={spicy}
                size="sm"
                marks={slot.revealed ? 'revealed' : ''}
                label={
                  slot.revealed
                    ? r.slotRevealed({ n: i + 1, value: slot.value })
                    : r.slotShown({ n: i + 1, value: slot.value })
                }
              />
            ),
          )}
        </section>
      )}
      <section class={`replay-turn${frame.outcome ? ` ${frame.outcome}` : ''}`} aria-label={t.thisTurn}>
        {frame.reveals.map((reveal, i) => (
          <ReplayCard
            key={i}
            value={reveal.value}
            spicy={spicy}
            size="sm"
            marks="revealed"
            label={`${t.cardIs(cardText(t, reveal.target, -1, name))} ${reveal.value}`}
          />
        ))}
        {frame.outcome && (
          <span class="replay-outcome">{frame.outcome === 'trio' ? r.outcomeTrio : r.outcomeMismatch}</span>
        )}
      </section>
    </section>
  );
}

interface SeatProps {
  seat: SeatFrame;
  name: string;
  team: number | null;
  active: boolean;
  winner: boolean;
  spicy: boolean;
}

function SeatRow({ seat, name, team, active, winner, spicy }: SeatProps) {
  const t = messages.value;
  const r = replayText.value;
  const swap =
    seat.swap === 'deciding'
      ? t.deciding
      : seat.swap === 'offered'
        ? r.offers
        : seat.swap
          ? r.declines
          : null;
  return (
    <li class={`replay-seat${active ? ' active' : ''}${winner ? ' winner' : ''}`} data-seat={seat.seat}>
      <header>
        <span class="replay-name">{name}</span>
        {team !== null && <span class={`tag team t${team}`}>{t.team(String.fromCharCode(65 + team))}</span>}
        {swap && <span class="tag swap">{swap}</span>}
      </header>
      <section class="replay-hand" aria-label={r.handOf(name)}>
        {seat.hand.length === 0 && <span class="replay-empty-hand">{t.handEmpty}</span>}
        {seat.hand.map((c, i) => (
          <ReplayCard
            key={i}
            value={c.value}
            spicy={spicy}
            size="xs"
            marks={`${c.revealed ? 'revealed' : ''}${c.offered ? ' offered' : ''}`}
            label={r.cardLabel(c)}
          />
        ))}
      </section>
      <ul class="replay-trios" aria-label={t.triosOf(name)}>
        {seat.trios.length === 0 ? (
          <li class="none">{t.noTrios}</li>
        ) : (
          seat.trios.map((v, i) => (
            <li key={i} class={`trio v${v}`} aria-label={t.trioOf(v)}>
              {v}
            </li>
          ))
        )}
      </ul>
    </li>
  );
}
