import { describe, expect, it } from 'vitest';
import { type BotLevel, createBot, decide, observe } from '../../shared/bots/index';
import type { PlayerView, Target } from '../../shared/engine/index';
import { decideBot, observeBot } from '../../worker/room/automation/bot-brain';
import { botThatSaw, center, during, highest, lowest, mismatchTurn, viewOf } from './views';

/** A five-player simple view for seat 0, nothing revealed, six cards a hand and six in the center. */
function fiveView(over: Partial<PlayerView> = {}): PlayerView {
  return viewOf({
    config: { players: 5, mode: 'simple', teams: false, spicyThreeTrios: false },
    hand: [1, 2, 3, 4, 5, 6],
    handSizes: [6, 6, 6, 6, 6],
    center: new Array(6).fill('face_down'),
    trios: [[], [], [], [], []],
    ...over,
  });
}

/** Seat 1 started its turn with the 12 of center slot 0, then hunted a 12 and found seat 3's 11. */
const huntFor12 = mismatchTurn(1, [
  [center(0), 12],
  [highest(3), 11],
]);

function botAfterHunt(level: BotLevel) {
  const view = fiveView();
  return observe(observe(createBot(level, 0, 'read-play'), view, []), view, huntFor12);
}

function target(level: BotLevel, view: PlayerView): Target {
  const { action } = decide(botAfterHunt(level), view);
  if (action.type !== 'reveal') throw new Error('expected a reveal');
  return action.target;
}

describe('hard reads play', () => {
  it('a player who hunted a 12 held no 12 at its ends: hard marks both ends, normal does not', () => {
    const twelve = 1 << 12;
    expect(botAfterHunt('hard').hands[1]?.not).toEqual([twelve, 0, 0, 0, 0, twelve]);
    expect(botAfterHunt('normal').hands[1]?.not).toBeUndefined();
  });

  it('hunting the third 12 at five players, hard skips the hand that just said it has none', () => {
    const view = during(fiveView(), [[center(0), 12]]);
    // Seats 1, 2 and 4 look alike but for seat 1's hunt, which hard reads (normal hunts at random).
    expect([highest(2), highest(4)]).toContainEqual(target('hard', view));
  });

  it('a mismatched turn says no value the table could reach twice sat at the player’s ends', () => {
    const view = fiveView();
    const bot = botThatSaw('hard', 'read-miss', view, [
      // Two 5s become known and reachable (center 1, seat 2's lowest).
      [
        4,
        [
          [center(1), 5],
          [lowest(2), 5],
          [center(2), 9],
        ],
      ],
      // Seat 3 then mismatches: a 5 at either end of its hand would have been a known trio.
      [
        3,
        [
          [center(3), 8],
          [center(4), 10],
        ],
      ],
    ]);
    const five = 1 << 5;
    const not = bot.hands[3]?.not ?? [];
    expect((not[0] ?? 0) & five).toBe(five);
    expect((not[5] ?? 0) & five).toBe(five);
  });

  it('the readings survive the room’s stored-memory schema (the bot stays hard)', () => {
    const view = fiveView();
    const stored = observeBot(
      JSON.stringify(observe(createBot('hard', 0, 'room'), view, [])),
      view,
      huntFor12,
    );
    const parsed = JSON.parse(stored) as { level: string; hands: { not?: number[] }[] };
    expect(parsed.level).toBe('hard');
    expect(parsed.hands[1]?.not).toEqual([1 << 12, 0, 0, 0, 0, 1 << 12]);
    const { memory } = decideBot(stored, view);
    expect(JSON.parse(memory).level).toBe('hard');
    expect(JSON.parse(memory).hands[1]?.not).toEqual([1 << 12, 0, 0, 0, 0, 1 << 12]);
  });

  it('readings are dropped when a hand changes shape', () => {
    const view = fiveView();
    const bot = botAfterHunt('hard');
    const smaller = observe(bot, { ...view, handSizes: [6, 3, 6, 6, 6] }, []);
    expect(smaller.hands[1]?.not).toBeUndefined();
  });
});
