import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { loadOverText, loadTeamText, messages, overMessages, teamMessages } from '../../../state/i18n';
import { game, view } from '../../../state/room';
import { embedded } from '../../../state/route';
import { lazy } from '../../../ui/lazy';
import { loadSwapNotice } from '../session';
import { Center } from './Center';
import { LogBox } from './LogBox';
import { Life } from './life-part';
import { MySeat } from './MySeat';
import { OpponentSeat } from './OpponentSeat';
import { RevealRow } from './RevealRow';
import { TurnBanner } from './TurnBanner';
import { canReveal, goalText } from './table-state';
import './Table.css';

// Fetched when idle (or when a frame's player opens it): until then its box stands in its place,
// the same size (LogBox), so its lines arriving move nothing. Optional, like the result below: a
// part that fails to load (offline for a moment, a deploy replaced the file; browsers keep a
// failed module import failed) must not replace a running table with the error page.
const GameLog = lazy(() => import('./GameLog').then((m) => m.GameLog), {
  idle: true,
  optional: true,
  fallback: () => <LogBox />,
});
// Not needed until the game ends: fetched when the browser is idle after the table shows (at once
// when the page opens on a finished game), so the result is there the moment a game is won;
// without it the table's banner still says who won.
// Its words (shared/i18n/over) come with it.
const GameOver = lazy(() => Promise.all([import('./GameOver'), loadOverText()]).then(([m]) => m.GameOver), {
  idle: true,
  optional: true,
});

// Team games only (the swap after the deal and after each trio): a chunk of its own, fetched as
// soon as the room is known to be a team game (`loadTeamParts`), long before a swap starts.
// Its words, a team game's (shared/i18n/team), come with it.
const SwapPanel = lazy(() => Promise.all([import('./SwapPanel'), loadTeamText()]).then(([m]) => m.SwapPanel));

/** Fetches what a team game's table adds (the swap panel); call once the room has `teams`. */
export function loadTeamParts(): Promise<void> {
  return Promise.all([SwapPanel.load(), loadSwapNotice()]).then(() => {});
}

/**
 * Keeps keyboard focus on the table across a turn: the card a player revealed with Enter is
 * replaced (a button becomes a face-up card), and when the turn ends no card can be picked, either
 * of which would drop focus to the page and send a keyboard player back to the top. After each new
 * view, and when cards become pickable again, if focus was lost from a card it returns to the same
 * target when it can still be picked (a hand's next lowest card), else rests on the card just
 * revealed (face up: a second Enter reveals nothing by accident; Tab goes on from there), else on
 * the first card that can be picked; once the turn is over (no card can be picked) it rests on
 * your hand (`.focus-rest`), from where it moves on once your turn comes.
 */
function useCardFocus(version: number | undefined, pickable: boolean): void {
  const last = useRef<string | null>(null);
  useEffect(() => {
    const track = (e: FocusEvent) => {
      if (e.target instanceof Element && e.target.classList.contains('focus-rest')) return;
      const card = e.target instanceof Element ? e.target.closest('[data-target]') : null;
      last.current = card?.getAttribute('data-target') ?? null;
    };
    document.addEventListener('focusin', track);
    return () => document.removeEventListener('focusin', track);
  }, []);
  useLayoutEffect(() => {
    const active = document.activeElement;
    // Focus left on a card that is not a button: one revealed this turn.
    const shown = active?.matches('span.card') === true;
    const lost =
      active === null || active === document.body || active.classList.contains('focus-rest') || shown;
    if (!lost || last.current === null) return;
    const at = `[data-target="${last.current}"]`;
    const next = pickable
      ? (document.querySelector<HTMLElement>(`button.card.pick${at}`) ??
        document.querySelector<HTMLElement>(`span.card.face${at}`) ??
        document.querySelector<HTMLElement>('button.card.pick'))
      : null;
    if (next) {
      if (next !== active) next.focus({ preventScroll: true });
    } else if (active === document.body || shown)
      document.querySelector<HTMLElement>('.focus-rest')?.focus({ preventScroll: true });
  }, [version, pickable]);
}

/** The game table: the other seats around the top, the center, this turn's reveals, your hand. */
export function Table() {
  useCardFocus(game.value?.version, canReveal.value);
  const v = view.value;
  const over = v?.phase === 'over';
  useEffect(() => {
    if (over) void GameOver.load();
  }, [over]);
  // A team game's words (the swap, the teams' trios) are in shared/i18n/team, fetched with the
  // swap panel as soon as the room is known to be a team game (RoomScreen), and the end's in
  // shared/i18n/over (fetched with the result, above): the table waits for those it shows.
  const teams = v?.config.teams === true;
  useEffect(() => {
    if (teams) void loadTeamParts();
  }, [teams]);
  if (!v || (teams && !teamMessages.value) || (over && !overMessages.value)) return null;
  const t = messages.value;
  const n = v.handSizes.length;
  const start = v.viewer === null ? 0 : v.viewer + 1;
  const others = Array.from({ length: v.viewer === null ? n : n - 1 }, (_, i) => (start + i) % n);
  return (
    <div
      class={`table n${n}${canReveal.value ? ' my-turn' : ''}`}
      data-phase={v.phase}
      data-turn={v.turn}
      data-viewer={v.viewer ?? 'spectator'}
      data-version={game.value?.version}
      data-revealed={v.revealed.map((r) => r.value).join(',')}
      data-sizes={v.handSizes.join(',')}
    >
      {/* The page's heading, for those who move by headings: the game and what wins it. */}
      <h1 class="visually-hidden">Trio · {goalText()}</h1>
      <div class="play-area">
        <TurnBanner />
        <div class={`opponents o${others.length}`}>
          {others.map((s) => (
            <OpponentSeat key={s} seat={s} />
          ))}
        </div>
        <div class="middle">
          <Center />
          {v.phase === 'swap' ? <SwapPanel /> : <RevealRow />}
          {/* The result: a modal dialog (in the top layer, wherever it sits), or once put away the
              button that brings it back, over the reveals row (empty once the game is over). */}
          <GameOver />
        </div>
        {v.viewer === null ? (
          // A div, not a paragraph: the table's buttons hold the reactions' popover.
          <div class="spectating">
            {t.spectating} <Life tools />
          </div>
        ) : (
          <MySeat />
        )}
      </div>
      {embedded ? (
        <details class="log-toggle" onToggle={() => void GameLog.load()}>
          <summary>{t.gameLog}</summary>
          <GameLog />
        </details>
      ) : (
        <GameLog />
      )}
    </div>
  );
}
