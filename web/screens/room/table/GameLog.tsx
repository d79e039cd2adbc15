import { useLayoutEffect, useRef } from 'preact/hooks';
import { room, view } from '../../../net/store';
import { targetText } from '../game/labels';
import { type LogEntry, log, logPartial } from '../game/log';
import { nameOf } from './table-state';
import './GameLog.css';

/**
 * What happened, oldest turn first, in a scroll box of its own fixed size: a new line is added at
 * the bottom, so no line above it moves (no layout shift), and the box follows the newest line
 * unless the reader scrolled up. Classic log: a revealed value stays only while the card is face
 * up, so a card that went back shows as "?"; open log: values stay.
 */
export function GameLog() {
  const v = view.value;
  const open = room.value?.config.log === 'open';
  const viewer = v?.viewer ?? null;
  const groups: LogEntry[][] = [];
  for (const e of log.value) {
    const current = groups[groups.length - 1];
    if (e.kind === 'turn' || !current) groups.push([e]);
    else current.push(e);
  }
  const list = useRef<HTMLDivElement>(null);
  // Whether the box showed its last line before this render: then it keeps following.
  const following = useRef(true);
  // Runs for each new line, keeping the newest in view. Keyed by the newest line's id, not the
  // count: past `MAX_ENTRIES` (game/log.ts) a new line drops the oldest and the count stays put.
  const newest = log.value[log.value.length - 1]?.id;
  useLayoutEffect(() => {
    const box = list.current;
    if (box && following.current && newest !== undefined) box.scrollTop = box.scrollHeight;
  }, [newest]);
  const onScroll = () => {
    const box = list.current;
    if (box) following.current = box.scrollHeight - box.scrollTop - box.clientHeight < 24;
  };
  return (
    <section class="log" aria-label="Game log">
      <h2>
        Log{' '}
        <small>
          {v?.config.mode === 'spicy' ? 'Spicy: two connected trios win' : 'Simple: three trios win'} ·{' '}
          {open ? 'open log: values stay' : 'classic log: values vanish when cards turn back'}
        </small>
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box the keyboard must reach to scroll back (WCAG 2.1.1). */}
      <div class="log-list" ref={list} onScroll={onScroll} tabIndex={0}>
        {logPartial.value && <p class="log-empty">(earlier moves are not shown)</p>}
        {groups.map((g) => (
          <ol key={g[0]?.id} class="log-group">
            {g.map((e) => (
              <li key={e.id} class={`log-${e.kind}`}>
                {line(e, open, viewer)}
              </li>
            ))}
          </ol>
        ))}
        {groups.length === 0 && <p class="log-empty">No moves yet.</p>}
      </div>
    </section>
  );
}

type RevealEntry = Extract<LogEntry, { kind: 'reveal' }>;

function source(e: RevealEntry, viewer: number | null): string {
  const t = e.target;
  if (t.kind === 'hand' && t.seat === e.seat) {
    return `${e.seat === viewer ? 'your' : 'their'} own ${t.end} card`;
  }
  return targetText(room.value, t, viewer);
}

function line(e: LogEntry, open: boolean, viewer: number | null) {
  switch (e.kind) {
    case 'reveal': {
      // null: the history (classic log) no longer carries the value of a card that went back.
      const value = e.returned && !open ? null : e.value;
      return (
        <>
          {nameOf(e.seat)} revealed {source(e, viewer)}:{' '}
          <b class={value === null ? 'val hidden' : `val v${value}`}>{value ?? '?'}</b>
        </>
      );
    }
    case 'mismatch':
      return <>No match: the cards go back.</>;
    case 'trio':
      return (
        <>
          <strong>{nameOf(e.seat)}</strong> collected a trio of {e.value}s!
        </>
      );
    case 'turn':
      return <span class="turn-line">{e.seat === viewer ? 'Your turn' : `${nameOf(e.seat)}'s turn`}</span>;
    case 'swap_started':
      return <>The teams may swap a card.</>;
    case 'swap':
      return (
        <>
          {e.team.map(nameOf).join(' & ')} {e.swapped ? 'swapped a card' : 'did not swap'}.
        </>
      );
    case 'won':
      return <strong>{e.seats.map(nameOf).join(' & ')} won the game!</strong>;
  }
}
