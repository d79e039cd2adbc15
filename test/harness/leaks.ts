import { expect } from 'vitest';
import type { GameEvent, GameState, PlayerView } from '../../shared/engine/types';
import type { LogEvent } from '../../shared/protocol';

/** What a client may see, checked apart from the server's code (either harness). */

/**
 * What one viewer may see, checked independently of `playerView`: only its own hand, face-down
 * center cards without values, no seed or PRNG, no other seat's swap offer — and, once the game is
 * over only, every hand and center card in `final` (null before, for every viewer).
 */
export function expectNoLeak(view: PlayerView, state: GameState, seat: number | null): void {
  const { final, ...rest } = view;
  expect(final).toEqual(
    state.phase === 'over'
      ? { hands: state.hands, center: state.center.map((value) => value ?? 'empty') }
      : null,
  );
  expect(view.hand).toEqual(seat === null ? null : state.hands[seat]);
  const faceUp = new Map(
    state.revealed.flatMap((r) => (r.target.kind === 'center' ? [[r.target.slot, r.value] as const] : [])),
  );
  view.center.forEach((slot, i) => {
    if (state.center[i] === null) expect(slot).toBe('empty');
    else expect(slot).toBe(faceUp.get(i) ?? 'face_down');
  });
  const choice = seat === null ? null : state.swap?.choices[seat];
  expect(view.swap?.offered ?? null).toBe(choice?.kind === 'offered' ? choice.value : null);
  expect(JSON.stringify(rest)).not.toMatch(/seed|rng|hands|choices/);
}

/** A view's `final` in a frame: the one place hands may appear (`expectCleanFrames`). */
const FINAL = /"final":\{"hands":\[[[\]\d,]*\],"center":\[[\d,"empty]*\]\}/;

/** Checks every frame a client ever received for other players' tokens and engine internals. */
export function expectCleanFrames(
  client: { readonly frames: readonly string[] },
  ownToken: string | null,
  tokens: string[],
): void {
  for (const frame of client.frames) {
    for (const token of tokens) if (token !== ownToken) expect(frame).not.toContain(token);
    // Every hand is public in a view's `final`, and only at game over.
    const final = FINAL.exec(frame);
    if (final) expect(frame).toContain('"phase":"over"');
    const rest = final ? frame.replace(final[0], '"final":null') : frame;
    expect(rest).not.toMatch(/"seed"|"rng"|"hands"|"choices"|token_?hash/i);
  }
}

/** The classic log, computed apart from the server: a reveal whose turn ended in a mismatch loses its value. */
export function classicLog(events: GameEvent[]): LogEvent[] {
  return events.map((e, i) => {
    if (e.type === 'mismatch')
      return { ...e, revealed: e.revealed.map((r) => ({ target: r.target, value: null })) };
    if (e.type !== 'revealed') return e;
    const end = events.slice(i + 1).find((x) => x.type === 'mismatch' || x.type === 'trio_collected');
    return end?.type === 'mismatch' ? { ...e, value: null } : e;
  });
}
