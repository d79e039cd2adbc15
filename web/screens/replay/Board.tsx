import { teamIndex } from '../../../shared/engine/queries';
import type { GameRecord } from '../../../shared/protocol/record';
import type { Frame, SeatFrame } from './frames';
import { lineText } from './line-text';
import type { ReplayLine } from './log-lines';
import { ReplayCard, ReplayEmpty } from './ReplayCard';
import { text } from './text';
import './Board.css';

/**
 * The table at one step, everything face up: every seat's hand (the cards of the turn shown
 * highlighted at the end they came from, an offered swap card marked), its trios, the center
 * (this turn's cards highlighted, collected slots empty), this turn's reveals in order, and what
 * the step did, in words.
 */
export function Board({ frame, record, said }: { frame: Frame; record: GameRecord; said: ReplayLine[] }) {
  const names = record.seats.map((s) => s.name);
  const spicy = record.config.mode === 'spicy';
  const { state } = frame;
  const caption = said.length > 0 ? said.map((l) => lineText(l, names)).join(' ') : text.atTheDeal;
  return (
    <section class="panel replay-board" data-step={frame.step} data-phase={state.phase}>
      <p class="replay-caption" aria-live="polite">
        {caption}
      </p>
      <ol class="replay-seats">
        {frame.seats.map((seat) => (
          <SeatRow
            key={seat.seat}
            seat={seat}
            name={names[seat.seat] ?? ''}
            bot={record.seats[seat.seat]?.bot ?? null}
            team={teamIndex(record.config, seat.seat)}
            active={state.phase === 'play' && state.turn === seat.seat}
            winner={state.winner?.seats.includes(seat.seat) ?? false}
            spicy={spicy}
          />
        ))}
      </ol>
      {frame.center.length > 0 && (
        <section class="replay-center" aria-label={text.center}>
          {frame.center.map((slot, i) =>
            slot === null ? (
              <ReplayEmpty key={i} label={text.slotLabel({ n: i + 1, value: null, revealed: false })} />
            ) : (
              <ReplayCard
                key={i}
                value={slot.value}
                spicy={spicy}
                size="sm"
                marks={slot.revealed ? 'revealed' : ''}
                label={text.slotLabel({ n: i + 1, value: slot.value, revealed: slot.revealed })}
              />
            ),
          )}
        </section>
      )}
      <section class={`replay-turn${frame.outcome ? ` ${frame.outcome}` : ''}`} aria-label={text.thisTurn}>
        {frame.reveals.map((r, i) => (
          <ReplayCard
            key={i}
            value={r.value}
            spicy={spicy}
            size="sm"
            marks="revealed"
            label={`${r.target.kind === 'center' ? text.slot(r.target.slot + 1) : text.handCard({ name: names[r.target.seat] ?? '', end: r.target.end })}: ${r.value}`}
          />
        ))}
        {frame.outcome && (
          <span class="replay-outcome">
            {frame.outcome === 'trio' ? text.outcomeTrio : text.outcomeMismatch}
          </span>
        )}
      </section>
    </section>
  );
}

interface SeatProps {
  seat: SeatFrame;
  name: string;
  bot: string | null;
  team: number | null;
  active: boolean;
  winner: boolean;
  spicy: boolean;
}

function SeatRow({ seat, name, bot, team, active, winner, spicy }: SeatProps) {
  return (
    <li class={`replay-seat${active ? ' active' : ''}${winner ? ' winner' : ''}`} data-seat={seat.seat}>
      <header>
        <span class="replay-name">{name}</span>
        {bot && <span class="tag bot">{bot}</span>}
        {team !== null && <span class="tag team">{String.fromCharCode(65 + team)}</span>}
        {seat.swap && (
          <span class="tag swap">
            {seat.swap === 'deciding' ? text.deciding : seat.swap === 'offered' ? text.offers : text.declines}
          </span>
        )}
      </header>
      <section class="replay-hand" aria-label={text.handOf(name)}>
        {seat.hand.map((c, i) => (
          <ReplayCard
            key={i}
            value={c.value}
            spicy={spicy}
            size="xs"
            marks={`${c.revealed ? 'revealed' : ''}${c.offered ? ' offered' : ''}`}
            label={text.cardLabel(c)}
          />
        ))}
      </section>
      <ul class="replay-trios" aria-label={text.triosOf(name)}>
        {seat.trios.length === 0 ? (
          <li class="none">{text.noTrios}</li>
        ) : (
          seat.trios.map((v, i) => (
            <li key={i} class={`trio v${v}`}>
              {v}
            </li>
          ))
        )}
      </ul>
    </li>
  );
}
