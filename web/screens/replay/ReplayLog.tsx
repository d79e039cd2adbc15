import { useLayoutEffect, useRef } from 'preact/hooks';
import type { SeatRecord } from '../../../shared/protocol/record';
import { messages, replayText } from '../../state/i18n';
import { lineText } from './line-text';
import { currentLine, lineGroups, type ReplayLine } from './log-lines';

/**
 * The whole log of the game, one line per event, grouped by turn; each line is a button that
 * shows its step, and the line of the step on show is marked (and kept in view in the log's own
 * scroll box, without moving the page).
 */
export function ReplayLog({
  lines,
  step,
  seats,
  onStep,
}: {
  lines: ReplayLine[];
  step: number;
  seats: readonly SeatRecord[];
  onStep(step: number): void;
}) {
  const words = { t: messages.value, r: replayText.value };
  const box = useRef<HTMLDivElement>(null);
  const current = currentLine(lines, step);
  useLayoutEffect(() => {
    const list = box.current;
    const mark = list?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!list || !mark) return;
    const top = mark.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + mark.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = top - list.clientHeight / 3;
  }, [current]);
  let index = 0;
  return (
    <section class="panel replay-log" aria-labelledby="replay-log-title">
      <h2 id="replay-log-title">{words.t.gameLog}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box the keyboard must reach to scroll back (WCAG 2.1.1). */}
      <div class="replay-log-list" ref={box} tabIndex={0}>
        {lineGroups(lines).map((group) => (
          <ol key={index} class="replay-log-group">
            {group.map((line) => {
              const at = index++;
              return (
                <li key={at} class={`line-${line.kind}`}>
                  <button
                    type="button"
                    class="replay-line"
                    aria-current={at === current ? 'step' : undefined}
                    data-step={line.step}
                    onClick={() => onStep(line.step)}
                  >
                    {lineText(words, line, seats)}
                    {line.kind === 'reveal' && <b class={`val v${line.value}`}> {line.value}</b>}
                  </button>
                </li>
              );
            })}
          </ol>
        ))}
      </div>
    </section>
  );
}
