import { useEffect } from 'preact/hooks';
import { rematch } from '../../../net/intents';
import { game, isHost, room, view } from '../../../net/store';
import { moreMessages } from '../../../state/i18n';
import { embedded, navigate, showRoute } from '../../../state/route';
import { lazy } from '../../../ui/lazy';
import { seatName } from '../game/labels';
import { closedFor } from '../game/result';
import { winStory } from '../game/win-text';
import { Trios } from './Trios';
import { triosOf, winnerFacts } from './table-state';
import './GameOver.css';

// The summary, the replay and the room's earlier games: with the engine, fetched once the game is over.
const OverReview = lazy(() => import('./OverReview').then((m) => m.ready), { optional: true });

/** Brings the put-away result back (shown under the turn banner once the game is over). */
export function ReopenResult() {
  const over = view.value?.phase === 'over';
  if (!over || closedFor.value !== (game.value?.game ?? 0)) return null;
  return (
    <button type="button" class="btn small primary over-reopen" onClick={() => (closedFor.value = null)}>
      {moreMessages.value.showResult}
    </button>
  );
}

/** Who may start a rematch, for everybody else. */
function rematchHint(): string {
  const r = room.value;
  const seat = r ? r.seats.findIndex((s) => s.player !== null && s.player === r.host) : -1;
  const k = moreMessages.value;
  return seat === -1 ? k.rematchByHost : k.rematchBy(seatName(r, seat));
}

/**
 * The end: who won, why (the trios that made it), a rematch; closable to see the table. A chunk of
 * its own (Table.tsx): fetched when idle at a running table, long before a game can end.
 */
export function GameOver() {
  const v = view.value;
  const number = game.value?.game ?? 0;
  const over = v?.phase === 'over' && !!v.winner;
  const open = over && closedFor.value !== number;
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closedFor.value = number;
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, number]);
  if (!open || !v?.winner) return null;
  const k = moreMessages.value;
  const { seats } = v.winner;
  const { team, names, you } = winnerFacts(seats);
  const title = team ? (you ? k.yourTeamWins : k.teamWins({ team, names })) : you ? k.youWin : k.wins(names);
  const story = winStory(v, triosOf(seats[0] ?? 0));
  return (
    <section class="game-over" role="dialog" aria-labelledby="over-title" aria-modal="false">
      <div class="panel over-card">
        <p class="over-kicker">{you ? k.victory : k.gameOver}</p>
        <h2 id="over-title">{title}</h2>
        <p class="over-reason">{story?.sentence}</p>
        <Trios values={story?.trios ?? []} winning={story?.winning} label={k.winningTrios} />
        {room.value && <OverReview id={room.value.id} game={number} />}
        <div class="over-actions">
          {isHost.value ? (
            <button type="button" class="btn primary" onClick={rematch}>
              {k.rematch}
            </button>
          ) : (
            <p class="hint">{rematchHint()}</p>
          )}
          {/* A frame stays an embed (another site's page must not show ours): its own start flow. */}
          <button
            type="button"
            class="btn ghost"
            onClick={() => (embedded ? showRoute(`/embed/new${location.search}`) : navigate('/'))}
          >
            {k.newGame}
          </button>
          <button type="button" class="btn ghost" onClick={() => (closedFor.value = number)}>
            {k.seeTable}
          </button>
        </div>
      </div>
    </section>
  );
}
