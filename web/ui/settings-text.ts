import { teamIndex } from '../../shared/engine/queries';
import type { RoomConfig } from '../../shared/protocol/messages';

/** "3 players · simple · classic log" */
export function settingsText(config: RoomConfig): string {
  const parts = [
    `${config.players} players`,
    config.mode === 'spicy' ? 'spicy (two connected trios win)' : 'simple (three trios win)',
    config.teams ? 'teams of two' : null,
    config.log === 'open' ? 'open log' : 'classic log',
  ];
  return parts.filter((p) => p !== null).join(' · ');
}

/** Team names by seat: partners sit opposite (RULES.md, Team variant). */
export function teamLabel(config: RoomConfig, seat: number): string | null {
  const i = teamIndex(config, seat);
  return i === null ? null : `Team ${String.fromCharCode(65 + i)}`;
}
