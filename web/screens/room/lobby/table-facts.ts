import type { LobbyMessages, Messages } from '../../../../shared/i18n';
import type { RoomSummary } from '../../../../shared/protocol/http';
import { freeSeats } from '../../../net/room-check';

/**
 * What the name gate says about the table behind an invite link, from the room's public summary:
 * the settings in the open tables' words ("Simple · 3 players · teams of two"), who sits at it
 * ("At the table: Ana and Bot 2", null when nobody does) and the free seats ("1 seat free"). Computers go by the name the
 * table gives them. A game already on leaves the free seats to the gate's lead, which counts them.
 * Pure (the catalogs come as arguments), so it is tested without a page.
 */
export function tableFacts(
  summary: RoomSummary,
  t: Pick<Messages, 'botName' | 'list'>,
  j: LobbyMessages,
): { settings: string; who: string | null; free: string | null } {
  const { config, seats } = summary;
  const settings = [
    config.mode === 'spicy' ? j.modeSpicy : j.modeSimple,
    j.settingsPlayers(config.players),
    config.teams ? j.settingsTeams : null,
  ];
  const names: string[] = [];
  seats.forEach((s, i) => {
    if (s.bot) names.push(t.botName(i + 1));
    else if (s.player && s.name) names.push(s.name);
  });
  return {
    settings: settings.filter((p) => p !== null).join(' · '),
    who: names.length > 0 ? j.atTable(t.list(names)) : null,
    free: summary.status === 'lobby' ? j.seatsFree(freeSeats(summary)) : null,
  };
}
