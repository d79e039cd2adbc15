import * as v from 'valibot';
import type { GameConfigInput, GameState, SwapChoice } from '../../../shared/engine/types';
import { CardValueSchema, GameConfigSchema, SeatSchema, TargetSchema } from '../../../shared/protocol';

/**
 * The engine's full `GameState` as read back from SQLite. Storage is ours, but it is still a
 * boundary (an older deploy may have written it), so it is parsed, never cast.
 */
const RevealSchema = v.object({ target: TargetSchema, value: CardValueSchema });
const SeatsSchema = v.array(SeatSchema);
const SwapChoiceSchema: v.GenericSchema<SwapChoice> = v.variant('kind', [
  v.object({ kind: v.literal('deciding') }),
  v.object({ kind: v.literal('offered'), value: CardValueSchema }),
  v.object({ kind: v.literal('skipped') }),
]);
const Uint32Schema = v.pipe(v.number(), v.integer());

/** A stored state's config may predate a house option (`GameConfigSchema` reads it as off). */
type StoredGameState = Omit<GameState, 'config'> & { config: GameConfigInput };

export const GameStateSchema: v.GenericSchema<StoredGameState, GameState> = v.object({
  config: GameConfigSchema,
  phase: v.picklist(['swap', 'play', 'over']),
  turn: SeatSchema,
  hands: v.array(v.array(CardValueSchema)),
  center: v.array(v.nullable(CardValueSchema)),
  revealed: v.array(RevealSchema),
  trios: v.array(v.array(CardValueSchema)),
  teams: v.nullable(v.array(SeatsSchema)),
  swap: v.nullable(v.object({ choices: v.array(v.nullable(SwapChoiceSchema)) })),
  lastTurn: v.nullable(
    v.object({
      seat: SeatSchema,
      revealed: v.array(RevealSchema),
      outcome: v.picklist(['mismatch', 'trio']),
    }),
  ),
  winner: v.nullable(
    v.object({
      seats: SeatsSchema,
      reason: v.picklist(['trio_of_sevens', 'three_trios', 'connected_trios']),
    }),
  ),
  seed: v.string(),
  rng: v.tuple([Uint32Schema, Uint32Schema, Uint32Schema, Uint32Schema]),
});
