import * as v from 'valibot';
import type {
  Action,
  CardValue,
  GameConfig,
  GameConfigInput,
  GameEvent,
  LogEvent,
  PlayerView,
  Reveal,
  Target,
} from '../engine/types';

/**
 * Schemas for the engine's values as they cross the wire. The types are the engine's
 * (`shared/engine/types.ts`); each schema is checked against its type with `GenericSchema<T>`, so
 * the two cannot drift apart.
 */

/** 1..12 as a number (never a string: "7" is not a card). */
export const CardValueSchema: v.GenericSchema<CardValue> = v.picklist([
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
]);

/** A seat index, 0..5. */
export const SeatSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5));

/** A center slot index, 0..8 (at most 9 center cards, docs/rules.md, Setup). */
export const SlotSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8));

export const TargetSchema: v.GenericSchema<Target> = v.variant('kind', [
  v.object({ kind: v.literal('center'), slot: SlotSchema }),
  v.object({ kind: v.literal('hand'), seat: SeatSchema, end: v.picklist(['lowest', 'highest']) }),
]);

export const ActionSchema: v.GenericSchema<Action> = v.variant('type', [
  v.object({ type: v.literal('reveal'), target: TargetSchema }),
  v.object({ type: v.literal('swap'), value: CardValueSchema }),
  v.object({ type: v.literal('skip_swap') }),
]);

/**
 * A game's config as a view (or a stored state) carries it. A house option missing from the input
 * (a server or a snapshot from before the option) reads as off; the output always has every option.
 */
export const GameConfigSchema: v.GenericSchema<GameConfigInput, GameConfig> = v.object({
  players: v.picklist([3, 4, 5, 6]),
  mode: v.picklist(['simple', 'spicy']),
  teams: v.boolean(),
  spicyThreeTrios: v.exactOptional(v.boolean(), false),
});

/**
 * A `PlayerView` as it may arrive: its config's house options may be missing (`GameConfigSchema`),
 * and `final` too (a server from before it): read as null.
 */
export type PlayerViewInput = Omit<PlayerView, 'config' | 'final'> & {
  config: GameConfigInput;
  final?: PlayerView['final'] | undefined;
};

const RevealSchema: v.GenericSchema<Reveal> = v.object({ target: TargetSchema, value: CardValueSchema });
const SeatsSchema = v.array(SeatSchema);
const WinReasonSchema = v.picklist(['trio_of_sevens', 'three_trios', 'connected_trios']);

export const PlayerViewSchema: v.GenericSchema<PlayerViewInput, PlayerView> = v.object({
  config: GameConfigSchema,
  viewer: v.nullable(SeatSchema),
  phase: v.picklist(['swap', 'play', 'over']),
  turn: SeatSchema,
  hand: v.nullable(v.array(CardValueSchema)),
  handSizes: v.array(v.number()),
  center: v.array(v.union([v.picklist(['face_down', 'empty']), CardValueSchema])),
  revealed: v.array(RevealSchema),
  trios: v.array(v.array(CardValueSchema)),
  teams: v.nullable(v.array(SeatsSchema)),
  swap: v.nullable(
    v.object({ pending: SeatsSchema, offered: v.nullable(CardValueSchema), skipped: v.boolean() }),
  ),
  lastTurn: v.nullable(
    v.object({
      seat: SeatSchema,
      revealed: v.array(RevealSchema),
      outcome: v.picklist(['mismatch', 'trio']),
    }),
  ),
  winner: v.nullable(v.object({ seats: SeatsSchema, reason: WinReasonSchema })),
  final: v.optional(
    v.nullable(
      v.object({
        hands: v.array(v.array(CardValueSchema)),
        center: v.array(v.union([v.literal('empty'), CardValueSchema])),
      }),
    ),
    null,
  ),
});

// The events that carry no card value, shared by `GameEventSchema` and `LogEventSchema`.
const TrioCollectedSchema = v.object({
  type: v.literal('trio_collected'),
  seat: SeatSchema,
  value: CardValueSchema,
});
const SwapStartedSchema = v.object({ type: v.literal('swap_started'), teams: v.array(SeatsSchema) });
const SwapDoneSchema = v.object({ type: v.literal('swap_done'), team: SeatsSchema, swapped: v.boolean() });
const TurnStartedSchema = v.object({ type: v.literal('turn_started'), seat: SeatSchema });
const GameWonSchema = v.object({ type: v.literal('game_won'), seats: SeatsSchema, reason: WinReasonSchema });

export const GameEventSchema: v.GenericSchema<GameEvent> = v.variant('type', [
  v.object({ type: v.literal('revealed'), seat: SeatSchema, target: TargetSchema, value: CardValueSchema }),
  v.object({ type: v.literal('mismatch'), seat: SeatSchema, revealed: v.array(RevealSchema) }),
  TrioCollectedSchema,
  SwapStartedSchema,
  SwapDoneSchema,
  TurnStartedSchema,
  GameWonSchema,
]);

/**
 * A `GameEvent` as the `history` message replays it (the engine's `LogEvent`, from `visibleLog`):
 * the same events, but a card value may be `null` where the room's log mode hides it (classic log:
 * the card went back face down).
 */
const LogRevealSchema = v.object({ target: TargetSchema, value: v.nullable(CardValueSchema) });

export const LogEventSchema: v.GenericSchema<LogEvent> = v.variant('type', [
  v.object({
    type: v.literal('revealed'),
    seat: SeatSchema,
    target: TargetSchema,
    value: v.nullable(CardValueSchema),
  }),
  v.object({ type: v.literal('mismatch'), seat: SeatSchema, revealed: v.array(LogRevealSchema) }),
  TrioCollectedSchema,
  SwapStartedSchema,
  SwapDoneSchema,
  TurnStartedSchema,
  GameWonSchema,
]);
export type { LogEvent };
