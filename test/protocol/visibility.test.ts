import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type GameEvent,
  type GameState,
  type LogMode,
  playerView,
  type Seat,
  type ViewContext,
} from '../../shared/engine';
import { ALL_CONFIGS } from '../fixtures/deals';
import { changeHidden } from '../fixtures/hidden';
import { must, sameJson, testRng } from '../fixtures/play';
import { walk } from '../fixtures/walk';
import { frame, playPair } from './game-pairs';
import { expectOnlyVisible, expectSpectatorPlusOwn, isSeat } from './view-oracle';

/**
 * What a viewer may see, through the one door (shared/engine/view.ts and the frames built on it):
 * games that differ only in what a viewer cannot see give that viewer the same views, frames and
 * history; no view carries a value its viewer cannot see; the classic and open logs differ exactly
 * as docs/rules.md (Online presentation) says.
 */

const configArb = fc.constantFrom(...ALL_CONFIGS);
const logArb = fc.constantFrom<LogMode>('classic', 'open');
const driverArb = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const viewerArb = fc.integer({ min: -1, max: 5 });

const viewersOf = (state: GameState): (Seat | null)[] => [
  null,
  ...Array.from({ length: state.config.players }, (_, i) => i),
];

/** The contexts a view is sent in: none (bots), a resync, and the frame of the move just made. */
function contexts(events: GameEvent[]): (ViewContext | undefined)[] {
  return [
    undefined,
    { log: 'classic', events: [] },
    { log: 'classic', events },
    { log: 'open', events: [] },
    { log: 'open', events },
  ];
}

// Generous timeouts: these are not timed assertions, and the machine running them may be busy.
describe('what a viewer may see (one door: playerView, visibleLog and the frames)', {
  timeout: 180_000,
}, () => {
  it('changing what a viewer cannot see, at any point of a game, changes none of its views or frames', () => {
    let checked = 0;
    let moved = 0;
    fc.assert(
      fc.property(configArb, driverArb, (config, driver) => {
        const random = testRng(driver ^ 0x2545f491);
        walk(config, `secret-${driver}`, driver, ({ state, events }) => {
          if (random() > 0.03) return;
          for (const viewer of [...viewersOf(state), 6, -1]) {
            const changed = changeHidden(state, isSeat(state, viewer) ? viewer : null, random);
            moved += changed.moved;
            for (const ctx of contexts(events)) {
              must(
                sameJson(playerView(changed.state, viewer, ctx), playerView(state, viewer, ctx)),
                `viewer ${viewer} sees the same view (${ctx?.log ?? 'no'} log)`,
              );
              if (ctx === undefined) continue;
              must(
                frame(changed.state, viewer, ctx.log, events) === frame(state, viewer, ctx.log, events),
                `viewer ${viewer} gets the same frame`,
              );
            }
          }
          checked++;
        });
      }),
      { numRuns: 40 },
    );
    // Not vacuous: many points checked, and hidden cards really moved at most of them.
    expect(checked).toBeGreaterThan(1000);
    expect(moved).toBeGreaterThan(checked * 10);
  });

  it('no view carries a value its viewer cannot see, spectators see no hand, and a seat sees only its own extra', () => {
    let checked = 0;
    fc.assert(
      fc.property(configArb, driverArb, (config, driver) => {
        const random = testRng(driver ^ 0x68e31da4);
        walk(config, `secret-${driver}`, driver, ({ state, events }) => {
          if (random() > 0.05) return;
          for (const ctx of contexts(events)) {
            for (const viewer of [...viewersOf(state), 6, 1.5]) {
              expectOnlyVisible(playerView(state, viewer, ctx), state, viewer, ctx);
            }
            if (ctx === undefined) continue;
            for (let seat = 0; seat < config.players; seat++) expectSpectatorPlusOwn(state, seat, ctx);
          }
          checked++;
        });
      }),
      { numRuns: 30 },
    );
    expect(checked).toBeGreaterThan(1000);
  });

  it('games that differ only in hidden cards look the same, frame by frame and in the history; a classic log also forgets mismatches', () => {
    const totals = { classic: { moves: 0, hiddenMismatches: 0 }, open: { moves: 0, hiddenMismatches: 0 } };
    fc.assert(
      fc.property(configArb, logArb, viewerArb, driverArb, (config, log, v0, driver) => {
        const viewer = v0 < 0 ? null : v0;
        const run = playPair(config, log, viewer, driver);
        totals[log].moves += run.moves;
        totals[log].hiddenMismatches += run.hiddenMismatches;
      }),
      { numRuns: 150 },
    );
    // Not vacuous: both logs compared many moves, and many mismatches of cards that differed.
    for (const log of ['classic', 'open'] as const) {
      expect(totals[log].moves).toBeGreaterThan(10_000);
      expect(totals[log].hiddenMismatches).toBeGreaterThan(2_000);
    }
  });
});
