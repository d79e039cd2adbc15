import type { LobbyMessages } from '../../shared/i18n';
import type { BotLevel } from '../../shared/protocol/messages';
import { lobbyMessages } from '../state/i18n';

/** The choices the home page and the lobby offer, with their one-line explanations (in `j`'s language). */

export const PLAYER_OPTIONS = [3, 4, 5, 6].map((n) => ({ value: n, label: String(n) }));

export const modeOptions = (j: LobbyMessages) => [
  { value: 'simple' as const, label: j.modeSimple, hint: j.modeSimpleHint },
  { value: 'spicy' as const, label: j.modeSpicy, hint: j.modeSpicyHint },
];

export const logOptions = (j: LobbyMessages) => [
  { value: 'classic' as const, label: j.logClassic, hint: j.logClassicHint },
  { value: 'open' as const, label: j.logOpen, hint: j.logOpenHint },
];

/** The turn timer's choices (RoomConfig `turnTimer`; shared/protocol/turn-timers.ts has the limits). */
export const timerOptions = (j: LobbyMessages) => [
  { value: 'off' as const, label: j.timerOff, hint: j.timerOffHint },
  { value: 'relaxed' as const, label: j.timerRelaxed, hint: j.timerRelaxedHint },
  { value: 'normal' as const, label: j.timerNormal, hint: j.timerNormalHint },
  { value: 'fast' as const, label: j.timerFast, hint: j.timerFastHint },
];

export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

export const levelOptions = (j: LobbyMessages): { value: BotLevel; label: string; hint: string }[] => [
  { value: 'easy', label: j.levelEasy, hint: j.levelEasyHint },
  { value: 'normal', label: j.levelNormal, hint: j.levelNormalHint },
  { value: 'hard', label: j.levelHard, hint: j.levelHardHint },
];

/** A bot level's name in the page's language ("Normal"). */
export function levelName(level: BotLevel): string {
  const j = lobbyMessages.value;
  return level === 'easy' ? j.levelEasy : level === 'hard' ? j.levelHard : j.levelNormal;
}

/** Whether the team variant exists for this many players (4 or 6, docs/rules.md, Team variant). */
export const teamsAllowed = (players: number): boolean => players === 4 || players === 6;

export function playerCount(n: number): 3 | 4 | 5 | 6 {
  return n === 4 ? 4 : n === 5 ? 5 : n === 6 ? 6 : 3;
}
