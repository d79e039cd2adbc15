import type { BotLevel } from '../../shared/protocol/messages';
import { addBot, sit, start } from '../net/intents';
import type { RoomMessage } from '../net/store';

/**
 * A room this tab just created: the creator sits down at once, and with "Play now" the empty
 * seats fill with bots and the game starts. Driven by room messages, one step per message, so
 * every step waits for the server to confirm the previous one.
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

/** Takes the next step of the plan, if any, given the latest room and this player's id. */
export function advancePlan(room: RoomMessage, player: string): void {
  if (!plan || plan.id !== room.id) return;
  if (room.status !== 'lobby') {
    plan = null;
    return;
  }
  const mine = room.seats.findIndex((s) => s.player === player);
  if (mine === -1) {
    const empty = room.seats.findIndex((s) => !s.player && !s.bot);
    if (empty !== -1) sit(empty);
    else plan = null;
    return;
  }
  if (plan.bots === 0) {
    plan = null;
    return;
  }
  const empty = room.seats.findIndex((s) => !s.player && !s.bot);
  if (empty !== -1) {
    addBot(empty, plan.level);
    return;
  }
  plan = null;
  start();
}
