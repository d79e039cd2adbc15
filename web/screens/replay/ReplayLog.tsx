import { useLayoutEffect, useRef } from 'preact/hooks';
import { lineText } from './line-text';
import { currentLine, lineGroups, type ReplayLine } from './log-lines';
import { text } from './text';

/**
 * The whole log of the game, one line per event, grouped by turn; each line is a button that
 * shows its step, and the line of the step on show is marked (and kept in view in the log's own
 * scroll box, without moving the page).
 */
export function ReplayLog({
  lines,
  step,
  names,
  onStep,
}: {
  lines: ReplayLine[];
  step: number;
  names: readonly string[];
  onStep(step: number): void;
}) {
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
      <h2 id="replay-log-title">{text.log}</h2>
      <div class="replay-log-list" ref={box}>
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
                    onClick={() => onStep(line.step)}
                  >
                    {lineText(line, names)}
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
