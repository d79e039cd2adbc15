/**
 * The protocol's plain values: versions, limits, close codes, the keep-alive frames and the rules
 * for names and tokens. No schema library here: the client's first paint needs these, and the
 * wire schemas (messages.ts, game.ts, http.ts) are fetched beside the socket (web/net/wire.ts).
 * messages.ts and errors.ts re-export each, so server code imports them from there as before.
 */

/** Bumped on every incompatible change; `join.protocol` must equal it (else close 4001). */
export const PROTOCOL_VERSION = 1;

/** A seated human away this long during their turn (or swap) is played by a computer (ms). */
export const TAKEOVER_AFTER_MS = 60_000;

/**
 * The `normal` turn timer's limit for a whole turn (ms; `TURN_TIMERS` in turn-timers.ts has every
 * setting): a seated human (present or not, not on autoplay) whose turn has lasted this long has
 * the rest of it played by a computer; the state's `timer` says how long is left.
 */
export const TURN_LIMIT_MS = 90_000;

/** The keep-alive frame; answered `PONG_FRAME` by the runtime without waking the room. */
export const PING_FRAME = '{"type":"ping"}';
export const PONG_FRAME = '{"type":"pong"}';

/**
 * WebSocket close codes the server uses. 1008/1009 are the standard ones; 4000–4999 are ours, and a
 * client can act on each: 4000 reconnect is pointless (another tab owns the seat), 4001 reload the
 * page (new protocol version), 4004 the room is gone.
 */
export const CLOSE_CODES = {
  /** Sustained flooding after rate-limit errors. */
  policyViolation: 1008,
  /** A frame over `MAX_FRAME_BYTES`. */
  messageTooBig: 1009,
  /** A newer socket resumed this seat with the same token. */
  superseded: 4000,
  /** `join.protocol` is not `PROTOCOL_VERSION`: the client must reload. */
  protocolMismatch: 4001,
  /** Every spectator place is taken (sent after an `error` with `room/full`). */
  roomFull: 4003,
  /** The room was deleted (abandoned) or never existed. */
  roomGone: 4004,
  /**
   * Sent by a client whose player chose to leave a running game: their seat is played by a
   * computer at once, instead of after `TAKEOVER_AFTER_MS` away. They may still come back.
   */
  left: 4005,
} as const;

/** Frames larger than this (bytes, UTF-8) are refused with close 1009. */
export const MAX_FRAME_BYTES = 4096;

/** A seat token: 32 hex characters (128 bits). Secret: only its owner ever sees it. */
export const TOKEN_PATTERN = /^[0-9a-f]{32}$/;

/**
 * A display name's most characters as a person counts them (grapheme clusters: `é`, `👍🏽` and
 * `👩‍💻` are one each; `nameLength`), after trimming.
 */
export const NAME_MAX_LENGTH = 24;

/**
 * A display name's most UTF-16 units, after trimming: one character may join any number of code
 * points (a zero-width joiner chain, skin tones), so this bounds what is stored and sent. Room
 * for 24 emoji with skin tones (4 units each) and some more.
 */
export const NAME_MAX_UNITS = 128;

/**
 * How many characters a person sees in `name`: its extended grapheme clusters (Unicode UAX #29,
 * `Intl.Segmenter`), so `'Zoë 👍🏽'` counts 5. A runtime without `Intl.Segmenter` (an old browser)
 * counts code points instead: never fewer, so the client never offers a name the server refuses.
 */
export const nameLength = (name: string): number => nameCharacters(name).length;

/** `name`'s characters as a person counts them, in order (see `nameLength`); they join to `name`. */
export const nameCharacters = (name: string): string[] =>
  Intl.Segmenter ? Array.from(new Intl.Segmenter().segment(name), (s) => s.segment) : [...name];

/**
 * No control or format characters (so no direction overrides) except the zero-width non-joiner
 * and joiner that Persian and Indic spellings and emoji sequences need; no lone surrogate (it has
 * no UTF-8 form: SQLite would store another name than the one in memory); no more than three
 * combining marks in a row (Vietnamese and Indic spellings need two or three; a stack of twenty
 * draws over the names around it); no two skin tones (emoji modifiers) or halfwidth kana sound
 * marks in a row (each joins the character before it, so a run of them would draw far wider than
 * the one character `nameLength` counts; an emoji takes one tone).
 */
export const NAME_CHARACTERS =
  /^(?!.*\p{M}{4})(?!.*[\p{Emoji_Modifier}\uFF9E\uFF9F]{2})(?:[^\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]|[\u200C\u200D])*$/u;

/**
 * Characters that draw nothing although Unicode counts them as letters or symbols (Hangul fillers,
 * the blank braille pattern): a name of these alone would look empty.
 */
const BLANK_LOOKALIKES = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Whether a name shows at least one visible letter, digit, punctuation mark or symbol. */
export const hasVisibleCharacter = (name: string): boolean =>
  /[\p{L}\p{N}\p{P}\p{S}]/u.test(name.replace(BLANK_LOOKALIKES, ''));

/**
 * A display name as the server accepts it (`NameSchema` is built on these same rules): trimmed,
 * 1–`NAME_MAX_LENGTH` characters (`nameLength`) in at most `NAME_MAX_UNITS` UTF-16 units,
 * `NAME_CHARACTERS` only, a visible character; else null.
 */
export function validDisplayName(raw: string): string | null {
  const name = raw.trim();
  if (name.length > NAME_MAX_UNITS || nameLength(name) > NAME_MAX_LENGTH) return null;
  return NAME_CHARACTERS.test(name) && hasVisibleCharacter(name) ? name : null;
}
