import type { BotLevel } from '../../shared/protocol/messages';

/** The choices the home page and the lobby offer, with their one-line explanations. */

export const PLAYER_OPTIONS = [3, 4, 5, 6].map((n) => ({ value: n, label: String(n) }));

export const MODE_OPTIONS = [
  { value: 'simple' as const, label: 'Simple', hint: 'Collect any three trios to win.' },
  {
    value: 'spicy' as const,
    label: 'Spicy',
    hint: 'Collect two connected trios to win (values that add up to 7 or differ by 7).',
  },
];

export const LOG_OPTIONS = [
  {
    value: 'classic' as const,
    label: 'Classic',
    hint: 'The log forgets values once cards turn back: memory matters.',
  },
  { value: 'open' as const, label: 'Open log', hint: 'The log keeps every revealed value: a gentler game.' },
];

export const LEVEL_OPTIONS: { value: BotLevel; label: string; hint: string }[] = [
  { value: 'easy', label: 'Easy', hint: 'Forgetful bots: good for a first game.' },
  { value: 'normal', label: 'Normal', hint: 'Bots that remember every card they see.' },
  { value: 'hard', label: 'Hard', hint: 'Bots that count cards and reason like a sharp player.' },
];

/** Whether the team variant exists for this many players (4 or 6, RULES.md Team variant). */
export const teamsAllowed = (players: number): boolean => players === 4 || players === 6;

export function playerCount(n: number): 3 | 4 | 5 | 6 {
  return n === 4 ? 4 : n === 5 ? 5 : n === 6 ? 6 : 3;
}
