import type { BotLevel } from '../../shared/protocol/messages';

/**
 * A room this tab just created: the creator sits down at once, and with "Play now" the empty
 * seats fill with bots and the game starts. Driven by room messages, one step per message, so
 * every step waits for the server to confirm the previous one (the steps: web/screens/room/
 * advance-plan.ts).
 */

/** How many bots to add (0: just sit down) and at which level. */
export interface RoomPlan {
  bots: number;
  level: BotLevel;
}

let plan: (RoomPlan & { id: string }) | null = null;

export function setPlan(id: string, p: RoomPlan): void {
  plan = { id, ...p };
}

export function clearPlan(): void {
  plan = null;
}

/** The plan for room `id`, if this tab just created it. */
export function planFor(id: string): RoomPlan | null {
  return plan?.id === id ? plan : null;
}
