import type { Snapshot } from './store/parse-room-rows';

/**
 * The version clients see. Internally every accepted action is one version (the action log's
 * `seq`, `Snapshot.version`), but a swap decision that does not complete its team's exchange
 * changes only the decider's own view (docs/rules.md, Swaps: the swap is secret), so it must
 * not move the version everyone else sees either — a version that moved would tell them *when*
 * someone decided (on their next frame, a resync or a `room/stale_version`).
 *
 * So the public version is the internal one minus the decisions still waiting for a partner:
 * such a decision leaves it where it was, and the decision that completes an exchange moves it by
 * two (its own and the partner's), exactly as if both had been made at that moment. Whatever
 * order the seats of several swapping teams decide in, everyone sees the same versions. Whenever
 * no decision is waiting (in phase `play`, at every turn boundary, at the end) the two are equal,
 * so the log's turn boundaries (`history.from`, `log_page`) are the same numbers either way. The
 * public version never goes back: a waiting decision adds one to both, a completing one removes
 * one from the waiting count.
 */
export function publicVersion(snapshot: Snapshot): number {
  const choices = snapshot.state.swap?.choices;
  if (!choices) return snapshot.version;
  let waiting = 0;
  for (const choice of choices) if (choice !== null && choice.kind !== 'deciding') waiting++;
  return snapshot.version - waiting;
}
