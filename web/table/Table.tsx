import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { game, view } from '../net/store';
import { Center } from './Center';
import { GameLog } from './GameLog';
import { GameOver, ReopenResult } from './GameOver';
import { MySeat } from './MySeat';
import { OpponentSeat } from './OpponentSeat';
import { RevealRow } from './RevealRow';
import { SwapPanel } from './SwapPanel';
import { TurnBanner } from './TurnBanner';
import { canReveal } from './table-state';

/**
 * Keeps keyboard focus on the table across a turn: the card a player revealed with Enter is
 * replaced (a button becomes a face-up card), and when the turn ends no card can be picked, either
 * of which would drop focus to the page and send a keyboard player back to the top. After each new
 * view, and when cards become pickable again, if focus was lost from a card it returns to the same
 * card when it can still be picked, else to the first card that can; with none (another player's
 * turn) it rests on your hand (`.focus-rest`), from where it moves on once your turn comes.
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
    const lost = active === null || active === document.body || active.classList.contains('focus-rest');
    if (!lost || last.current === null) return;
    const same = document.querySelector<HTMLElement>(`button.card.pick[data-target="${last.current}"]`);
    const next = same ?? document.querySelector<HTMLElement>('button.card.pick');
    if (next) next.focus({ preventScroll: true });
    else if (active !== null && active === document.body)
      document.querySelector<HTMLElement>('.focus-rest')?.focus({ preventScroll: true });
  }, [version, pickable]);
}

/** The game table: the other seats around the top, the center, this turn's reveals, your hand. */
export function Table({ embed }: { embed: boolean }) {
  useCardFocus(game.value?.version, canReveal.value);
  const v = view.value;
  if (!v) return null;
  const n = v.handSizes.length;
  const start = v.viewer === null ? 0 : v.viewer + 1;
  const others = Array.from({ length: v.viewer === null ? n : n - 1 }, (_, i) => (start + i) % n);
  return (
    <div
      class={`table n${n}${canReveal.value ? ' my-turn' : ''}${embed ? ' embed' : ''}`}
      data-phase={v.phase}
      data-turn={v.turn}
      data-viewer={v.viewer ?? 'spectator'}
      data-version={game.value?.version}
      data-revealed={v.revealed.map((r) => r.value).join(',')}
      data-sizes={v.handSizes.join(',')}
    >
      <div class="play-area">
        <TurnBanner />
        <ReopenResult />
        <div class={`opponents o${others.length}`}>
          {others.map((s) => (
            <OpponentSeat key={s} seat={s} />
          ))}
        </div>
        <div class="middle">
          <Center />
          {v.phase === 'swap' ? <SwapPanel /> : <RevealRow />}
        </div>
        {v.viewer === null ? <p class="spectating">You are watching this game.</p> : <MySeat />}
      </div>
      {embed ? (
        <details class="log-toggle">
          <summary>Game log</summary>
          <GameLog />
        </details>
      ) : (
        <GameLog />
      )}
      <GameOver />
    </div>
  );
}
