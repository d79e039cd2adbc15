/**
 * Reactions: the fixed set of things a seated player can say to the table without free text
 * (no moderation, no accounts). Each travels as a code and every viewer's client shows it in its
 * own language, so players of different languages understand each other. Plain values (no
 * schema library): a picker on the first paint may list them; the schemas are in messages.ts.
 */

/**
 * Every reaction code, in the picker's order: eight emoji first (👏 😮 😅 🤔 😂 😱 🔥 👍), then six
 * short phrases ("Nice!", "Oops", "Well played", "Your turn!", "Good game", "Thanks"). A code not
 * in this tuple is refused with `protocol/invalid_message`.
 */
export const REACTIONS = [
  'clap',
  'wow',
  'phew',
  'think',
  'laugh',
  'scream',
  'fire',
  'thumbs',
  'nice',
  'oops',
  'well_played',
  'your_turn',
  'good_game',
  'thanks',
] as const;

/** One code of `REACTIONS`. */
export type ReactionCode = (typeof REACTIONS)[number];

/** The emoji among `REACTIONS` (the rest are phrases a client words in its viewer's language). */
export const EMOJI_REACTIONS = ['clap', 'wow', 'phew', 'think', 'laugh', 'scream', 'fire', 'thumbs'] as const;

/**
 * The shortest time between two reactions from one socket (ms). A `react` sooner than this after
 * the socket's last accepted one is dropped with `protocol/rate_limited`, on that socket only.
 */
export const REACTION_INTERVAL_MS = 2000;

/** Whether `code` is one of `REACTIONS` (a client's check before showing a code it got). */
export function isReaction(code: string): code is ReactionCode {
  return (REACTIONS as readonly string[]).includes(code);
}
