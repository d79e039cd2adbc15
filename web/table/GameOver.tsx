import { navigate } from '../app/route';
import { WIN_REASON_TEXT } from '../game/labels';
import { rematch } from '../net/intents';
import { isHost, view } from '../net/store';
import { Trios } from './Trios';
import { nameOf, triosOf } from './table-state';

/** The end: who won, why, their trios, and a rematch with the same seats. */
export function GameOver() {
  const v = view.value;
  if (v?.phase !== 'over' || !v.winner) return null;
  const { seats, reason } = v.winner;
  const you = v.viewer !== null && seats.includes(v.viewer);
  const names = seats.map(nameOf).join(' & ');
  const first = seats[0] ?? 0;
  return (
    <section class="game-over" role="dialog" aria-labelledby="over-title" aria-modal="false">
      <div class="panel over-card">
        <p class="over-kicker">{you ? 'Victory!' : 'Game over'}</p>
        <h2 id="over-title">{you ? 'You win!' : `${names} ${seats.length > 1 ? 'win' : 'wins'}`}</h2>
        <p class="over-reason">
          {you ? 'You' : names} {WIN_REASON_TEXT[reason]}.
        </p>
        <Trios values={triosOf(first)} owner="the winning" />
        <div class="over-actions">
          {isHost.value ? (
            <button type="button" class="btn primary" onClick={rematch}>
              Rematch
            </button>
          ) : (
            <p class="hint">The host can start a rematch.</p>
          )}
          <button type="button" class="btn ghost" onClick={() => navigate('/')}>
            New game
          </button>
        </div>
      </div>
    </section>
  );
}
