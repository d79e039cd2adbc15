import type { ComponentChildren } from 'preact';
import { replayText } from '../../state/i18n';

/** The speeds a replay plays at. */
export const SPEEDS = [1, 2, 4] as const;

interface Props {
  step: number;
  total: number;
  playing: boolean;
  speed: (typeof SPEEDS)[number];
  onStep(to: number): void;
  onPlay(on: boolean): void;
  onSpeed(speed: (typeof SPEEDS)[number]): void;
  /** More buttons, after the slider (Save). */
  children?: ComponentChildren;
}

/**
 * First, previous, play/pause, next, last; the speed (1×, 2×, 4×); a slider over every step; and
 * where the replay is ("Step 12 of 87"). Every control is a real button or input, so the keyboard
 * reaches it; the arrow keys also step from anywhere on the page (Player.tsx).
 */
export function Controls({ step, total, playing, speed, onStep, onPlay, onSpeed, children }: Props) {
  const r = replayText.value;
  const atStart = step === 0;
  const atEnd = step === total;
  const where = r.stepOf({ step, total });
  return (
    <section class="panel replay-controls" aria-label={r.controls}>
      <div class="replay-buttons">
        <button
          type="button"
          class="btn small"
          aria-label={r.first}
          disabled={atStart}
          onClick={() => onStep(0)}
        >
          «
        </button>
        <button
          type="button"
          class="btn small"
          aria-label={r.previous}
          disabled={atStart}
          onClick={() => onStep(step - 1)}
        >
          ‹
        </button>
        <button
          type="button"
          class="btn small primary replay-play"
          aria-pressed={playing}
          onClick={() => onPlay(!playing)}
        >
          {playing ? r.pause : r.play}
        </button>
        <button
          type="button"
          class="btn small"
          aria-label={r.next}
          disabled={atEnd}
          onClick={() => onStep(step + 1)}
        >
          ›
        </button>
        <button
          type="button"
          class="btn small"
          aria-label={r.last}
          disabled={atEnd}
          onClick={() => onStep(total)}
        >
          »
        </button>
        <fieldset class="replay-speed">
          <legend>{r.speed}</legend>
          {SPEEDS.map((x) => (
            <label key={x} class={x === speed ? 'on' : ''}>
              <input type="radio" name="replay-speed" checked={x === speed} onChange={() => onSpeed(x)} />
              {r.speedX(x)}
            </label>
          ))}
        </fieldset>
      </div>
      <label class="replay-slider">
        <span class="replay-step" aria-live="polite">
          {where}
        </span>
        <input
          type="range"
          min={0}
          max={total}
          step={1}
          value={step}
          aria-label={r.stepSlider}
          aria-valuetext={where}
          onInput={(e) => onStep(Number(e.currentTarget.value))}
        />
      </label>
      {children}
    </section>
  );
}
