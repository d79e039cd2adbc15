import type { CardValue } from '../../../../shared/engine/types';
import { teamMessages } from '../../../state/i18n';
import { notify } from '../../../state/notices';
import type { StateMessage } from '../../../state/room';

/**
 * After a team swap, tells the player which card left their hand and which one came in: the
 * server only says "the team swapped", so the hand before and after that state is compared.
 */

let lastHand: CardValue[] | null = null;
let lastGame = -1;

/** The values in `a` that are not matched one-for-one in `b`. */
function minus(a: CardValue[], b: CardValue[]): CardValue[] {
  const left = [...b];
  return a.filter((v) => {
    const i = left.indexOf(v);
    if (i === -1) return true;
    left.splice(i, 1);
    return false;
  });
}

/** Takes in each state message; notifies once when the viewer's team swapped. */
export function swapNoticeFromState(message: StateMessage): void {
  const { view, events, game } = message;
  const before = game === lastGame ? lastHand : null;
  lastGame = game;
  lastHand = view.hand ? [...view.hand] : null;
  const me = view.viewer;
  if (me === null || !before || !view.hand) return;
  const done = events.find((e) => e.type === 'swap_done' && e.swapped && e.team.includes(me));
  if (!done) return;
  const gave = minus(before, view.hand);
  const got = minus(view.hand, before);
  const t = teamMessages.value;
  const [g, r] = [gave[0], got[0]];
  if (gave.length === 1 && got.length === 1 && g !== undefined && r !== undefined)
    notify(t.swapDone({ gave: g, got: r }));
  else notify(t.swapDoneSame);
}
