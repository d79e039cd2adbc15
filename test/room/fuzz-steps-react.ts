import { ERROR_CODES, REACTIONS } from '../../shared/protocol';
import type { NewFrames } from './fuzz-frames';
import type { Before, Facts } from './fuzz-invariants';
import type { Prng } from './fuzz-random';
import { Violation } from './fuzz-truth';
import type { World } from './fuzz-world';

/**
 * The reaction step (issue 16): someone who joined sends `react`, mostly with a known code. Its
 * check: an unknown code is `protocol/invalid_message`; a spectator gets `room/not_seated`; a team
 * game being played, `room/reactions_off`; anyone else's reaction is sent as it is, with their
 * seat, to every live socket — or refused `protocol/rate_limited` (the interval lives in each
 * socket's memory, which an eviction may reset) — and in every case nothing is written.
 */

/** What a `react` step sent, and what the room looked like when it did. */
export interface ReactFacts {
  reaction: string;
  known: boolean;
  seat: number | null;
  teamsPlaying: boolean;
}

const UNKNOWN = ['rofl', '', 'CLAP', 'well played'];

export async function react(w: World, r: Prng): Promise<Facts | null> {
  const live = w.live();
  if (live.length === 0) return null;
  const tab = r.pick(live);
  const store = w.fresh();
  const meta = store.meta();
  const known = r.chance(0.85);
  const reaction = known ? r.pick(REACTIONS) : r.pick(UNKNOWN);
  const facts: ReactFacts = {
    reaction,
    known,
    seat: w.seatOf(tab, store),
    teamsPlaying: meta.status === 'playing' && meta.config.teams,
  };
  await w.deliver(tab, JSON.stringify({ type: 'react', reaction }));
  return { label: `${tab.label}: react ${JSON.stringify(reaction)}`, sender: tab, react: facts };
}

/** The reaction step's outcome (see above); `changes` is SQLite's count of rows written now. */
export function checkReaction(
  world: World,
  facts: Facts,
  was: Before,
  frames: NewFrames,
  changes: number,
): void {
  const sender = facts.sender;
  const sent = facts.react;
  if (!sender || !sent) return;
  const errors = (frames.get(sender) ?? []).flatMap((m) => (m.type === 'error' ? [m.code] : []));
  const expected = !sent.known
    ? ERROR_CODES.invalidMessage
    : sent.seat === null
      ? ERROR_CODES.notSeated
      : sent.teamsPlaying
        ? ERROR_CODES.reactionsOff
        : null;
  if (expected !== null ? errors.join() !== expected : errors.some((e) => e !== ERROR_CODES.rateLimited))
    throw new Violation('a reaction is refused exactly when it must be', `${facts.label}: got ${errors}`);
  if (changes !== was.changes || world.storage.alarm !== was.alarm)
    throw new Violation('a reaction is never stored', `${facts.label} wrote to storage`);
  if (errors.length > 0) return;
  const want = JSON.stringify({ type: 'reaction', seat: sent.seat, reaction: sent.reaction });
  for (const tab of world.live()) {
    const got = (frames.get(tab) ?? []).filter((m) => m.type === 'reaction').map((m) => JSON.stringify(m));
    if (got.length !== 1 || got[0] !== want)
      throw new Violation(
        'a reaction reaches every socket with its seat',
        `${facts.label}: ${tab.label} got ${got}`,
      );
  }
}
