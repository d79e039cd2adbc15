import { text } from './text';

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
}

/**
 * First, previous, play/pause, next, last; the speed (1×, 2×, 4×); a slider over every step; and
 * where the replay is ("Step 12 of 87"). Every control is a real button or input, so the keyboard
 * reaches it; the arrow keys also step from anywhere on the page (Player.tsx).
 */
export function Controls({ step, total, playing, speed, onStep, onPlay, onSpeed }: Props) {
  const atStart = step === 0;
  const atEnd = step === total;
  return (
    <section class="panel replay-controls" aria-label={text.controls}>
      <div class="replay-buttons">
        <button
          type="button"
          class="btn small"
          aria-label={text.first}
          disabled={atStart}
          onClick={() => onStep(0)}
        >
          «
        </button>
        <button
          type="button"
          class="btn small"
          aria-label={text.previous}
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
          {playing ? text.pause : text.play}
        </button>
        <button
          type="button"
          class="btn small"
          aria-label={text.next}
          disabled={atEnd}
          onClick={() => onStep(step + 1)}
        >
          ›
        </button>
        <button
          type="button"
          class="btn small"
          aria-label={text.last}
          disabled={atEnd}
          onClick={() => onStep(total)}
        >
          »
        </button>
        <fieldset class="replay-speed">
          <legend>{text.speed}</legend>
          {SPEEDS.map((x) => (
            <label key={x} class={x === speed ? 'on' : ''}>
              <input type="radio" name="replay-speed" checked={x === speed} onChange={() => onSpeed(x)} />
              {text.speedX(x)}
            </label>
          ))}
        </fieldset>
      </div>
      <label class="replay-slider">
        <span class="replay-step" aria-live="polite">
          {text.stepOf({ step, total })}
        </span>
        <input
          type="range"
          min={0}
          max={total}
          step={1}
          value={step}
          aria-label={text.stepSlider}
          aria-valuetext={text.stepOf({ step, total })}
          onInput={(e) => onStep(Number(e.currentTarget.value))}
        />
      </label>
    </section>
  );
}
