import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Messages } from '../../../../shared/i18n';
import { messages, teamMessages } from '../../../state/i18n';
import { room, view } from '../../../state/room';
import { lazy } from '../../../ui/lazy';
import { targetText } from '../game/labels';
import { type LogEntry, log, logPartial } from '../game/log';
import { LogBox } from './LogBox';
import { isViewer, plainName, teamName, teamNames } from './table-state';

// Only for a log that starts mid-game (a long game, a late arrival): a chunk of its own.
const Scrollback = lazy(() => import('./Scrollback').then((m) => m.ready), { optional: true });

/**
 * What happened, oldest turn first, in a scroll box of its own fixed size: a new line is added at
 * the bottom, so no line above it moves (no layout shift), and the box follows the newest line
 * unless the reader scrolled up. Classic log: a revealed value stays only while the card is face
 * up, so a card that went back shows as "?"; open log: values stay. Every line is rendered here,
 * from the events, in the viewer's language (the server sends no sentences).
 */
export function GameLog() {
  const v = view.value;
  const t = messages.value;
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
  // Keeps the newest line in view unless the reader scrolled up: for each new line, and when the
  // drawer opens. Keyed by the newest line's id, not the count: past `MAX_ENTRIES` (game/log.ts)
  // a new line drops the oldest and the count stays put.
  const follow = () => {
    const box = list.current;
    if (box && following.current) box.scrollTop = box.scrollHeight;
  };
  useLayoutEffect(follow, [log.value[log.value.length - 1]?.id]);
  const onScroll = () => {
    const box = list.current;
    if (box) following.current = box.scrollHeight - box.scrollTop - box.clientHeight < 24;
  };
  return (
    <LogBox list={list} onScroll={onScroll} onToggle={follow}>
      {logPartial.value === true && <p class="log-empty">{t.logEarlier}</p>}
      {typeof logPartial.value === 'number' && <Scrollback from={logPartial.value} />}
      {groups.map((g) => (
        <ol key={g[0]?.id} class="log-group">
          {g.map((e) => (
            <li key={e.id} class={`log-${e.kind}`}>
              {line(t, e, open, viewer)}
            </li>
          ))}
        </ol>
      ))}
      {groups.length === 0 && <p class="log-empty">{t.logEmpty}</p>}
    </LogBox>
  );
}

type RevealEntry = Extract<LogEntry, { kind: 'reveal' }>;

/** Where a reveal came from: "Bob’s lowest card", "center slot 3", "their own highest card". */
function source(t: Messages, e: RevealEntry, viewer: number | null): string {
  const target = e.target;
  if (target.kind === 'hand' && target.seat === e.seat)
    return e.seat === viewer ? t.yourOwnCard(target.end) : t.ownCard(target.end);
  return targetText(room.value, target, viewer);
}

/** A team's name in a log line, "Your team" being its own message. */
function teamLine(seats: number[], yours: string, theirs: (team: string) => string): string {
  const first = seats[0] ?? 0;
  if (seats.some(isViewer)) return yours;
  return theirs(teamName(first) ?? teamNames(seats));
}

function line(t: Messages, e: LogEntry, open: boolean, viewer: number | null) {
  switch (e.kind) {
    case 'reveal': {
      // null: the history (classic log) no longer carries the value of a card that went back.
      const value = e.returned && !open ? null : e.value;
      const card = source(t, e, viewer);
      return (
        <>
          {e.seat === viewer ? t.logYouRevealed(card) : t.logRevealed({ name: plainName(e.seat), card })}{' '}
          <b class={value === null ? 'val hidden' : `val v${value}`}>{value ?? '?'}</b>
        </>
      );
    }
    case 'mismatch':
      return t.logMismatch;
    case 'trio':
      return (
        <strong>
          {e.seat === viewer ? t.logYouTrio(e.value) : t.logTrio({ name: plainName(e.seat), value: e.value })}
        </strong>
      );
    case 'turn':
      return <span class="turn-line">{e.seat === viewer ? t.logYourTurn : t.turnOf(plainName(e.seat))}</span>;
    case 'swap_started':
      return t.logSwapStarted;
    case 'swap':
      return e.swapped
        ? teamLine(e.team, teamMessages.value.logYourTeamSwapped, t.logSwapped)
        : teamLine(e.team, teamMessages.value.logYourTeamNoSwap, t.logNoSwap);
    case 'won': {
      const team = teamName(e.seats[0] ?? 0);
      const you = e.seats.some(isViewer);
      if (team === null) return <strong>{you ? t.logYouWon : t.logWon(teamNames(e.seats))}</strong>;
      return (
        <strong>
          {you ? teamMessages.value.logYourTeamWon : t.logTeamWon({ team, names: teamNames(e.seats) })}
        </strong>
      );
    }
  }
}
