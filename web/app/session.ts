import { holdFromState } from '../game/hold';
import { recordHistory, recordState } from '../game/log';
import { advancePlan } from '../game/plan';
import { swapNoticeFromState } from '../game/swap-notice';
import { onServerMessage } from '../net/connection';
import { me } from '../net/store';

/** Wires the derived client state (log, mismatch hold, creator's plan) to the socket's messages. */
export function startSession(): void {
  onServerMessage((message) => {
    if (message.type === 'state') {
      recordState(message);
      holdFromState(message);
      swapNoticeFromState(message);
    } else if (message.type === 'history') {
      recordHistory(message);
    } else if (message.type === 'room') {
      const player = me.value?.player;
      if (player) advancePlan(message, player);
    }
  });
}
