import type { RoomSummary } from '../../shared/protocol';

/** The text a link preview or an oEmbed card shows for a room. Plain text: callers escape it. */
export interface RoomText {
  title: string;
  description: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function state(summary: RoomSummary): string {
  if (summary.status === 'playing') return 'game in progress';
  if (summary.status === 'over') return 'game over';
  const free = summary.seats.filter((s) => s.player === null && s.bot === null).length;
  return free === 0 ? 'table full' : `${plural(free, 'seat', 'seats')} free`;
}

function names(summary: RoomSummary): string {
  const list = summary.seats.flatMap((s) => (s.name === null ? [] : [s.name]));
  if (list.length === 0) return 'Nobody has sat down yet.';
  const last = list.pop();
  return `At the table: ${list.length ? `${list.join(', ')} and ${last}` : last}.`;
}

/** "Trio — spicy, 4 players, 2 seats free" and a sentence on who plays and how. */
export function roomText(summary: RoomSummary): RoomText {
  const { config } = summary;
  const teams = config.teams ? ' in teams' : '';
  const title = `Trio — ${config.mode}, ${config.players} players${teams}, ${state(summary)}`;
  const goal =
    config.mode === 'simple'
      ? 'Simple mode: three trios (or the three 7s) win.'
      : config.spicyThreeTrios
        ? 'Spicy mode: three trios or two connected trios win.'
        : 'Spicy mode: two connected trios win.';
  const description = `${names(summary)} ${goal} Play Trio in the browser: no account, no install.`;
  return { title, description };
}

/** Escapes text for HTML content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
