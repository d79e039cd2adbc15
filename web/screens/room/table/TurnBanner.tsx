import { isTurnOf, mustAct } from '../../../../shared/engine/queries';
import { room, view } from '../../../net/store';
import { WIN_REASON_TEXT } from '../game/labels';
import { nameOf, teamName } from './table-state';
import { useTurnCountdown } from './turn-clock';
import './TurnBanner.css';

/** One sentence at the top of the table: whose turn, what to do, or who won. */
export function TurnBanner() {
  const v = view.value;
  const left = useTurnCountdown(v?.viewer ?? null);
  if (!v) return null;
  const mine = isTurnOf(v, v.viewer);
  let text: string;
  let tone = mine ? 'yours' : 'theirs';
  if (v.phase === 'over' && v.winner) {
    const names = v.winner.seats.map(nameOf).join(' & ');
    const you = v.viewer !== null && v.winner.seats.includes(v.viewer);
    text = `${you ? 'You win' : `${names} ${v.winner.seats.length > 1 ? 'win' : 'wins'}`}: ${WIN_REASON_TEXT[v.winner.reason]}!`;
    tone = 'over';
  } else if (v.phase === 'swap') {
    const deciding = mustAct(v, v.viewer);
    // Why a swap now: after the deal, or because a team collected a trio.
    const last = v.lastTurn?.outcome === 'trio' ? v.lastTurn : null;
    const why = last
      ? `${teamName(last.seat) ?? nameOf(last.seat)} collected a trio: ${v.handSizes.length === 4 ? 'the other team' : 'the other teams'} may swap. `
      : 'After the deal, partners may swap one card. ';
    text = `${why}${deciding ? 'Pick a card to offer your partner, or skip' : 'Waiting for the teams to swap…'}`;
    tone = deciding ? 'yours' : 'theirs';
  } else if (mine) {
    const first = v.revealed[0];
    text =
      v.revealed.length === 0
        ? 'Your turn: reveal a card'
        : `Your turn: find ${v.revealed.length === 1 ? 'two more' : 'one more'} ${first?.value ?? ''}${v.revealed.length === 1 ? 's' : ''}`;
  } else {
    const info = room.value?.seats[v.turn];
    text = `${nameOf(v.turn)}'s turn${info?.bot ? ' (bot)' : ''}`;
  }
  return (
    <div
      class={`turn-banner ${tone}`}
      role="status"
      aria-live="polite"
      data-turn={v.turn}
      data-phase={v.phase}
    >
      {tone === 'yours' && <span class="pulse" aria-hidden="true" />}
      {/* A new sentence is a new node: Chromium counts changed text in place as shifting. */}
      <span key={text}>{text}</span>
      {/* The turn timer's last 30 s, hung under the banner out of the flow: nothing moves. Read
          out once when it appears, not every second. */}
      {left !== null && (
        <span class="turn-clock mine">
          <span aria-hidden="true">a bot plays for you in {left} s</span>
          <span class="clock-word">a bot plays for you in under 30 s</span>
        </span>
      )}
    </div>
  );
}
