import { skipSwap } from '../../../net/intents';
import { teamMessages } from '../../../state/i18n';
import { pending, view } from '../../../state/room';
import './SwapPanel.css';

/**
 * The team swap: pick a card from your hand (the cards themselves are the buttons) or skip.
 * Your partner never sees what you offered; the swap happens only if both of you offer a card.
 */
export function SwapPanel() {
  const v = view.value;
  if (v?.phase !== 'swap' || v.viewer === null || !v.swap) return null;
  const deciding = v.swap.pending.includes(v.viewer);
  const offered = v.swap.offered;
  const k = teamMessages.value;
  // Teams besides the viewer's: one with 4 players, two with 6.
  const others = v.handSizes.length / 2 - 1;
  return (
    <section class="swap-panel" aria-label={k.teamSwap}>
      {!deciding ? (
        <p>{k.swapDecided(others)}</p>
      ) : offered !== null ? (
        <p>{k.swapOffered(offered)}</p>
      ) : v.swap.skipped ? (
        <p>{k.swapSkipped}</p>
      ) : (
        <>
          <p>{k.swapHowTo}</p>
          <button type="button" class="btn small" disabled={pending.value} onClick={skipSwap}>
            {k.skipSwap}
          </button>
        </>
      )}
    </section>
  );
}
