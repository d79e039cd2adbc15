import { addBot, sit, start } from '../../net/intents';
import type { RoomMessage } from '../../net/store';
import { clearPlan, planFor } from '../../state/plan';

/** Takes the next step of the plan, if any, given the latest room and this player's id. */
export function advancePlan(room: RoomMessage, player: string): void {
  const plan = planFor(room.id);
  if (!plan) return;
  if (room.status !== 'lobby') {
    clearPlan();
    return;
  }
  const mine = room.seats.findIndex((s) => s.player === player);
  if (mine === -1) {
    const empty = room.seats.findIndex((s) => !s.player && !s.bot);
    if (empty !== -1) sit(empty);
    else clearPlan();
    return;
  }
  if (plan.bots === 0) {
    clearPlan();
    return;
  }
  const empty = room.seats.findIndex((s) => !s.player && !s.bot);
  if (empty !== -1) {
    addBot(empty, plan.level);
    return;
  }
  clearPlan();
  start();
}
