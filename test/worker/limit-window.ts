/** The Workers rate-limiting bindings of wrangler.toml count in fixed 60 s windows. */
const PERIOD_MS = 60_000;

/**
 * Runs `fn` inside one counting window of the limiter (its windows are fixed, aligned to the epoch):
 * if a window boundary passed while it ran, the counts started over mid-way, so whatever it found
 * (a 201 where a 429 was due included) says nothing, and it runs once more. A failure within one
 * window fails the test.
 */
export async function inOneWindow(fn: (round: number) => Promise<void>): Promise<void> {
  for (let round = 0; round < 2; round++) {
    const window = Math.floor(Date.now() / PERIOD_MS);
    const sameWindow = () => Math.floor(Date.now() / PERIOD_MS) === window;
    try {
      await fn(round);
    } catch (error) {
      if (sameWindow()) throw error;
      continue;
    }
    if (sameWindow()) return;
  }
  throw new Error('two counting windows passed while the test ran');
}
