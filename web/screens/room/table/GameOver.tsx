import { useEffect, useRef } from 'preact/hooks';
import { rematch } from '../../../net/intents';
import { overMessages } from '../../../state/i18n';
import { game, isHost, room, view } from '../../../state/room';
import { embedded, navigate, showRoute } from '../../../state/route';
import { lazy } from '../../../ui/lazy';
import { seatName } from '../game/labels';
import { closedFor } from '../game/result';
import { winStory } from '../game/win-text';
import { Life } from './life-part';
import { Trios } from './Trios';
import { triosOf, winnerFacts } from './table-state';
import './GameOver.css';

// The summary, the replay and the room's earlier games: with the engine, fetched once the game is over.
const OverReview = lazy(() => import('./OverReview').then((m) => m.ready), { optional: true });

// Set when the player put the result away (Escape or "See the table"): the "Show the result"
// button that takes its place receives the focus, so a keyboard player lands on the way back.
let focusReopen = false;

/** Brings the put-away result back (over the empty reveals row once the game is over). */
function ReopenResult() {
  const over = view.value?.phase === 'over';
  const shown = over && closedFor.value === (game.value?.game ?? 0);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (shown && focusReopen) button.current?.focus();
    focusReopen = false;
  }, [shown]);
  if (!shown) return null;
  return (
    <button
      ref={button}
      type="button"
      class="btn small primary over-reopen"
      onClick={() => (closedFor.value = null)}
    >
      {overMessages.value.showResult}
    </button>
  );
}

/** The focusable controls of `box`, in tab order (the card's buttons, and the review's links). */
const controls = (box: HTMLElement) => [
  ...box.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]), select, [tabindex]:not([tabindex="-1"])',
  ),
];

/**
 * Keeps Tab inside the open dialog: past its last button focus wraps to the first, and back.
 * (A modal dialog makes the page behind it inert; without this, Tab would leave for the browser.)
 */
function keepFocusIn(e: KeyboardEvent): void {
  const box = e.currentTarget;
  if (e.key !== 'Tab' || !(box instanceof HTMLElement)) return;
  const all = controls(box);
  const first = all[0];
  const last = all[all.length - 1];
  if (!first || !last) return;
  const at = document.activeElement;
  if (e.shiftKey && (at === first || !box.contains(at))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (at === last || !box.contains(at))) {
    e.preventDefault();
    first.focus();
  }
}

/** Who may start a rematch, for everybody else. */
function rematchHint(): string {
  const r = room.value;
  const seat = r ? r.seats.findIndex((s) => s.player !== null && s.player === r.host) : -1;
  const k = overMessages.value;
  return seat === -1 ? k.rematchByHost : k.rematchBy(seatName(r, seat));
}

/**
 * The end: who won, why (the trios that made it), a rematch; closable to see the table, and then
 * the button that brings it back. A chunk of its own (Table.tsx): fetched when idle at a running
 * table, long before a game can end.
 */
export function GameOver() {
  const v = view.value;
  const number = game.value?.game ?? 0;
  const over = v?.phase === 'over' && !!v.winner;
  const open = over && closedFor.value !== number;
  const dialog = useRef<HTMLDialogElement>(null);
  // A real modal: the table behind it is inert, and focus moves to its title (read out with the
  // reason), from where Tab reaches the buttons.
  useEffect(() => {
    const box = dialog.current;
    if (!open || !box) return;
    if (!box.open) box.showModal();
    box.querySelector<HTMLElement>('#over-title')?.focus();
  }, [open]);
  if (!open || !v?.winner) return <ReopenResult />;
  const close = () => {
    focusReopen = true;
    closedFor.value = number;
  };
  const k = overMessages.value;
  const { seats } = v.winner;
  const { team, names, you } = winnerFacts(seats);
  const title = team ? (you ? k.yourTeamWins : k.teamWins({ team, names })) : you ? k.youWin : k.wins(names);
  const story = winStory(v, triosOf(seats[0] ?? 0));
  return (
    <dialog
      ref={dialog}
      class="game-over"
      aria-labelledby="over-title"
      aria-describedby="over-reason"
      aria-modal="true"
      // Escape closes the dialog natively; the result is then put away as "See the table" does.
      onClose={close}
      onKeyDown={keepFocusIn}
    >
      <div class="panel over-card">
        <p class="over-kicker">{you ? k.victory : k.gameOver}</p>
        <h2 id="over-title" tabIndex={-1}>
          {title}
        </h2>
        <p class="over-reason" id="over-reason">
          {story?.sentence}
        </p>
        <Trios values={story?.trios ?? []} winning={story?.winning} label={k.winningTrios} />
        <Life score />
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
          <button type="button" class="btn ghost" onClick={close}>
            {k.seeTable}
          </button>
        </div>
        {/* The details after what to do next: on a phone, Rematch and See the table stay in view. */}
        {room.value && <OverReview id={room.value.id} game={number} />}
      </div>
    </dialog>
  );
}
