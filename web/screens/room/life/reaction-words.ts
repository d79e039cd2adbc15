import type { LifeMessages } from '../../../../shared/i18n';
import type { ReactionCode } from '../../../../shared/protocol/reactions';

/**
 * How each reaction code shows: an emoji (the same picture in every language, with its name in
 * the viewer's language for screen readers) or a phrase in the viewer's language. The words are
 * the `react…` keys of the catalogs' `life` part (shared/i18n/life).
 */

/**
 * The server's `REACTION_INTERVAL_MS` (ms; test/web/life.test.ts checks they agree), copied so the
 * table's chunk does not need the protocol's reactions module (a chunk of its own beside the wire
 * schemas): the picker rests this long after each reaction.
 */
export const REST_MS = 2000;

/** The catalog keys of the reactions' words. */
export type ReactionKey =
  | 'reactClap'
  | 'reactWow'
  | 'reactPhew'
  | 'reactThink'
  | 'reactLaugh'
  | 'reactScream'
  | 'reactFire'
  | 'reactThumbs'
  | 'reactNice'
  | 'reactOops'
  | 'reactWellPlayed'
  | 'reactYourTurn'
  | 'reactGoodGame'
  | 'reactThanks';

/** One reaction's picture (null: a phrase, shown as its words) and the key of its words. */
export interface ReactionLook {
  emoji: string | null;
  key: ReactionKey;
}

export const REACTION_LOOKS: Record<ReactionCode, ReactionLook> = {
  clap: { emoji: '👏', key: 'reactClap' },
  wow: { emoji: '😮', key: 'reactWow' },
  phew: { emoji: '😅', key: 'reactPhew' },
  think: { emoji: '🤔', key: 'reactThink' },
  laugh: { emoji: '😂', key: 'reactLaugh' },
  scream: { emoji: '😱', key: 'reactScream' },
  fire: { emoji: '🔥', key: 'reactFire' },
  thumbs: { emoji: '👍', key: 'reactThumbs' },
  nice: { emoji: null, key: 'reactNice' },
  oops: { emoji: null, key: 'reactOops' },
  well_played: { emoji: null, key: 'reactWellPlayed' },
  your_turn: { emoji: null, key: 'reactYourTurn' },
  good_game: { emoji: null, key: 'reactGoodGame' },
  thanks: { emoji: null, key: 'reactThanks' },
};

/** A reaction in words, in the catalog `k`'s language: an emoji's name ("Applause") or the phrase ("Nice!"). */
export function reactionWords(k: LifeMessages, code: ReactionCode): string {
  return k[REACTION_LOOKS[code].key];
}
