import { skipSwap } from '../../../net/intents';
import { pending, view } from '../../../net/store';
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
  return (
    <section class="swap-panel" aria-label="Team swap">
      {!deciding ? (
        <p>Your team has decided. Waiting for the other {v.handSizes.length === 4 ? 'team' : 'teams'}…</p>
      ) : offered !== null ? (
        <p>
          You offered your <strong>{offered}</strong>. If your partner offers a card too, you swap. Waiting…
        </p>
      ) : v.swap.skipped ? (
        <p>You skipped this swap: no cards move. Waiting for your partner…</p>
      ) : (
        <>
          <p>
            Tap a card in your hand to offer it to your partner, in secret. You swap only if both of you offer
            one.
          </p>
          <button type="button" class="btn small" disabled={pending.value} onClick={skipSwap}>
            Skip the swap
          </button>
        </>
      )}
    </section>
  );
}
