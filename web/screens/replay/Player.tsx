import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Replayed } from '../../../shared/record/replay';
import { summarize } from '../../../shared/record/summary';
import { messages, replayText } from '../../state/i18n';
import { GameSummary } from '../../ui/GameSummary';
import { recordName } from '../../ui/record-text';
import { Board } from './Board';
import { Controls, type SPEEDS } from './Controls';
import { frameAt } from './frames';
import { replayLines } from './log-lines';
import { ReplayLog } from './ReplayLog';
import { RoomGames } from './RoomGames';

/** Milliseconds per step at 1× (a reveal, a swap decision). */
const STEP_MS = 1100;

/**
 * Steps through a replayed game: the board at the current step, the controls (first, previous,
 * play at 1×/2×/4×, next, last, a slider, the arrow keys), the log with each line linked to its
 * step, the summary, and the room's other games. Starts at the deal.
 */
export function Player({
  replayed,
  roomId,
  extra,
}: {
  replayed: Replayed;
  roomId: string | null;
  /** Shown with the controls (the viewer's Save button). */
  extra: ComponentChildren;
}) {
  const total = replayed.steps.length;
  const step = useSignal(0);
  const playing = useSignal(false);
  const speed = useSignal<(typeof SPEEDS)[number]>(1);
  // The player is made again for each record (the viewer's key): these are computed once.
  const [{ lines, summary }] = useState(() => ({
    lines: replayLines(replayed),
    summary: summarize(replayed),
  }));
  const { seats } = replayed.record;
  const names = seats.map((_, seat) => recordName(messages.value, seats, seat));

  const go = (to: number) => {
    step.value = Math.max(0, Math.min(total, to));
    if (step.value === total) playing.value = false;
  };

  // Playing: one step every STEP_MS / speed, until the last step.
  useEffect(() => {
    if (!playing.value) return;
    if (step.value >= total) step.value = 0;
    const timer = setInterval(() => go(step.value + 1), STEP_MS / speed.value);
    return () => clearInterval(timer);
  }, [playing.value, speed.value]);

  // The keyboard, anywhere on the page but in a form field: ← → one step, Home / End, and Space
  // plays or pauses (unless a button or link has the focus: Space is theirs there).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const at = e.target instanceof HTMLElement ? e.target : null;
      if (at?.closest('input, select, textarea')) return;
      if (e.key === ' ') {
        if (at?.closest('button, a, summary')) return;
        playing.value = !playing.value;
        e.preventDefault();
        return;
      }
      const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };
      if (e.key in moves) go(step.value + (moves[e.key] ?? 0));
      else if (e.key === 'Home') go(0);
      else if (e.key === 'End') go(total);
      else return;
      playing.value = false;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [total]);

  const frame = frameAt(replayed, step.value);
  return (
    <div class="replay">
      <div class="replay-main">
        <Controls
          step={step.value}
          total={total}
          playing={playing.value}
          speed={speed.value}
          onStep={(to) => {
            playing.value = false;
            go(to);
          }}
          onPlay={(on) => (playing.value = on)}
          onSpeed={(x) => (speed.value = x)}
        >
          {extra}
        </Controls>
        <Board frame={frame} record={replayed.record} said={lines.filter((l) => l.step === frame.step)} />
        <GameSummary summary={summary} names={names} text={replayText.value} />
      </div>
      <aside class="replay-side">
        <ReplayLog
          lines={lines}
          step={step.value}
          seats={seats}
          onStep={(to) => {
            playing.value = false;
            go(to);
          }}
        />
        {roomId !== null && <RoomGames id={roomId} />}
      </aside>
    </div>
  );
}
