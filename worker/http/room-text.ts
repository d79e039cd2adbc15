import type { Lang } from '../../shared/i18n';
import { MESSAGES, PREVIEWS } from '../../shared/i18n/all';
import type { RoomSummary } from '../../shared/protocol';

/** The text a link preview or an oEmbed card shows for a room. Plain text: callers escape it. */
export interface RoomText {
  title: string;
  description: string;
}

/**
 * "Trio — spicy, 4 players, 2 seats free" and a sentence on who plays and how, in `lang` (the
 * reader's `Accept-Language`: shared/i18n). Player names stay as they are; a bot's is the catalog's.
 */
export function roomText(summary: RoomSummary, lang: Lang = 'en'): RoomText {
  const m = MESSAGES[lang];
  const t = PREVIEWS[lang];
  const { config } = summary;
  const free = summary.seats.filter((s) => s.player === null && s.bot === null).length;
  const state =
    summary.status === 'playing'
      ? t.previewPlaying
      : summary.status === 'over'
        ? t.previewOver
        : free === 0
          ? t.previewFull
          : t.previewFree(free);
  const title = t.previewTitle({ mode: config.mode, players: config.players, teams: config.teams, state });
  const names = summary.seats.flatMap((s, i) =>
    s.bot ? [m.botName(i + 1)] : s.name === null ? [] : [s.name],
  );
  const goal =
    config.mode === 'simple'
      ? t.previewGoalSimple
      : config.spicyThreeTrios
        ? t.previewGoalSpicyThree
        : t.previewGoalSpicy;
  const who = names.length === 0 ? t.previewNobody : t.previewAtTable(m.list(names));
  return { title, description: `${who} ${goal} ${t.previewPitch}` };
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
