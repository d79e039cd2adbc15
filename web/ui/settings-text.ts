import { teamIndex } from '../../shared/engine/queries';
import type { RoomConfig } from '../../shared/protocol/messages';
import { lobbyMessages } from '../state/i18n';

/** "3 players · simple (three trios win) · classic log · 30-second turns", in the page's language. */
export function settingsText(config: RoomConfig): string {
  const j = lobbyMessages.value;
  const spicy = config.spicyThreeTrios ? j.settingsSpicyThree : j.settingsSpicy;
  const parts = [
    j.settingsPlayers(config.players),
    config.mode === 'spicy' ? spicy : j.settingsSimple,
    config.teams ? j.settingsTeams : null,
    config.log === 'open' ? j.settingsOpenLog : j.settingsClassicLog,
    // The usual 90 s goes without saying.
    config.turnTimer === 'off'
      ? j.settingsNoTimer
      : config.turnTimer === 'relaxed'
        ? j.settingsRelaxedTimer
        : config.turnTimer === 'fast'
          ? j.settingsFastTimer
          : null,
    config.open === true ? j.settingsOpenTable : null,
  ];
  return parts.filter((p) => p !== null).join(' · ');
}

/** A team's letter by seat ("A"): partners sit opposite (docs/rules.md, Team variant). */
export function teamLetter(config: RoomConfig, seat: number): string | null {
  const i = teamIndex(config, seat);
  return i === null ? null : String.fromCharCode(65 + i);
}
