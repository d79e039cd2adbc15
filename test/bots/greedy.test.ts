import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createGreedy, type GreedyMemory, observeGreedy } from '../../bench/greedy/memory';
import { decideGreedy } from '../../bench/greedy/policy';
import {
  applyAction,
  type CardValue,
  createGame,
  type GameEvent,
  type PlayerView,
  playerView,
  type Target,
} from '../../shared/engine/index';
import { BotLevelSchema } from '../../shared/protocol/messages';
import { actingSeat, newGame } from './harness';
import { center, deepFreeze, during, highest, lowest, mismatchTurn, viewOf } from './views';

/** A greedy player on seat 0 that saw `view`, then each of `turns` end in a mismatch. */
function greedyThatSaw(view: PlayerView, turns: [number, [Target, CardValue][]][]): GreedyMemory {
  let m = observeGreedy(createGreedy(0, 'g'), view, []);
  for (const [seat, cards] of turns) m = observeGreedy(m, view, mismatchTurn(seat, cards));
  return m;
}

function reveal(m: GreedyMemory, view: PlayerView): Target {
  const { action } = decideGreedy(m, view);
  if (action.type !== 'reveal') throw new Error('expected a reveal');
  return action.target;
}

describe('greedy benchmark player: memory', () => {
  it('is a benchmark, not a level a room offers: the protocol refuses it as a bot level', () => {
    expect(v.safeParse(BotLevelSchema, 'greedy').success).toBe(false);
    expect(v.safeParse(BotLevelSchema, 'hard').success).toBe(true);
  });

  it('remembers every revealed value where it lies: center slots, and hand positions from either end', () => {
    const m = greedyThatSaw(viewOf(), [
      [
        1,
        [
          [center(4), 6],
          [lowest(2), 2],
          [lowest(2), 3],
        ],
      ],
      [
        2,
        [
          [highest(1), 12],
          [highest(1), 11],
          [center(0), 5],
        ],
      ],
    ]);
    expect(m.center).toEqual([5, null, null, null, 6, null, null, null, null]);
    expect(m.hands[2]).toEqual([2, 3, null, null, null, null, null, null, null]);
    expect(m.hands[1]).toEqual([null, null, null, null, null, null, null, 11, 12]);
  });

  it('a trio takes its cards away: the hand positions shift and emptied slots are forgotten', () => {
    const view = viewOf();
    let m = greedyThatSaw(view, [
      [
        1,
        [
          [lowest(2), 4],
          [lowest(2), 4],
          [highest(2), 10],
        ],
      ],
      [
        2,
        [
          [center(3), 9],
          [center(5), 1],
        ],
      ],
    ]);
    // Seat 1 collects 4 4 4 from seat 2's lowest end and slot 6.
    const trio: GameEvent[] = [
      { type: 'turn_started', seat: 1 },
      { type: 'revealed', seat: 1, target: lowest(2), value: 4 },
      { type: 'revealed', seat: 1, target: lowest(2), value: 4 },
      { type: 'revealed', seat: 1, target: center(6), value: 4 },
      { type: 'trio_collected', seat: 1, value: 4 },
    ];
    const centerAfter = view.center.slice();
    centerAfter[6] = 'empty';
    m = observeGreedy(m, { ...view, handSizes: [9, 9, 7], center: centerAfter, trios: [[], [4], []] }, trio);
    expect(m.hands[2]).toEqual([null, null, null, null, null, null, 10]);
    expect(m.center).toEqual([null, null, null, 9, null, 1, null, null, null]);
  });

  it('two equal values known in one sorted hand tell every card between them', () => {
    const m = greedyThatSaw(viewOf(), [
      [
        1,
        [
          [lowest(2), 5],
          [highest(2), 5],
        ],
      ],
    ]);
    expect(m.hands[2]).toEqual(new Array(9).fill(5));
  });

  it("a team swap blurs both partners' hands, and a hand of another size than the view's is forgotten", () => {
    const view = viewOf({ config: { players: 4, mode: 'simple', teams: true, spicyThreeTrios: false } });
    const four = { ...view, handSizes: [9, 9, 9, 9], center: [], trios: [[], [], [], []] };
    let m = greedyThatSaw(four, [
      [
        1,
        [
          [lowest(1), 1],
          [lowest(3), 2],
        ],
      ],
    ]);
    m = observeGreedy(m, four, [{ type: 'swap_done', team: [1, 3], swapped: true }]);
    expect(m.hands[1]).toEqual(new Array(9).fill(null));
    expect(m.hands[3]).toEqual(new Array(9).fill(null));
    m = greedyThatSaw(viewOf(), [
      [
        1,
        [
          [lowest(2), 1],
          [lowest(1), 2],
        ],
      ],
    ]);
    m = observeGreedy(m, viewOf({ handSizes: [9, 9, 8] }), []);
    expect(m.hands[2]).toEqual(new Array(8).fill(null));
    expect(m.hands[1]?.[0]).toBe(2);
  });
});

describe('greedy benchmark player: moves', () => {
  it('completes a trio it remembers, its own end card included', () => {
    const view = viewOf({ hand: [1, 2, 3, 5, 6, 8, 9, 10, 12] });
    const m = greedyThatSaw(view, [
      [
        1,
        [
          [center(2), 12],
          [center(6), 4],
        ],
      ],
      [
        2,
        [
          [highest(2), 12],
          [center(7), 3],
        ],
      ],
    ]);
    const first = reveal(m, view);
    expect([center(2), highest(2), highest(0)]).toContainEqual(first);
  });

  it('hunts a remembered copy first, else the hand end likeliest to hold the value', () => {
    const view = viewOf();
    const m = greedyThatSaw(view, [
      [
        1,
        [
          [center(3), 11],
          [center(4), 7],
        ],
      ],
    ]);
    const hunting = during(view, [[lowest(0), 1]]);
    // No copy of 1 is known: 1s lie at lowest ends (seat 1's or seat 2's), never at a highest one.
    expect([lowest(1), lowest(2)]).toContainEqual(reveal(m, hunting));
    const sevens = during(view, [[center(5), 7]]);
    expect(
      reveal(
        greedyThatSaw(view, [
          [
            1,
            [
              [center(3), 11],
              [center(4), 7],
            ],
          ],
        ]),
        sevens,
      ),
    ).toEqual(center(4));
  });

  it('decides from its view and the public events only: hidden cards it cannot see change nothing', () => {
    let compared = 0;
    for (let g = 0; g < 30; g++) {
      const config = {
        players: 3 as const,
        mode: g % 2 === 0 ? ('simple' as const) : ('spicy' as const),
        teams: false,
      };
      const a = newGame(config, `greedy-public:${g}`);
      const c = a.center.filter((v): v is CardValue => v !== null);
      const i = c.findIndex((v, k) => k > 0 && v !== c[0]);
      if (i < 0) continue;
      [c[0], c[i]] = [c[i] as CardValue, c[0] as CardValue];
      const b = createGame(config, {
        seed: `greedy-public:${g}`,
        firstSeat: 0,
        deal: { hands: a.hands, center: c },
      });
      let [sa, sb] = [a, b];
      let ma = [0, 1, 2].map((s) => observeGreedy(createGreedy(s, `p${g}`), playerView(sa, s), []));
      let mb = [0, 1, 2].map((s) => observeGreedy(createGreedy(s, `p${g}`), playerView(sb, s), []));
      for (let step = 0; step < 400 && sa.phase !== 'over'; step++) {
        const seat = actingSeat(sa);
        const va = deepFreeze(playerView(sa, seat));
        const vb = playerView(sb, seat);
        if (JSON.stringify(va) !== JSON.stringify(vb)) break;
        const da = decideGreedy(deepFreeze(ma[seat] as GreedyMemory), va);
        const db = decideGreedy(mb[seat] as GreedyMemory, vb);
        expect(db.action).toEqual(da.action);
        compared++;
        const ra = applyAction(sa, seat, da.action);
        const rb = applyAction(sb, seat, db.action);
        if (!ra.ok || !rb.ok) throw new Error('illegal');
        if (JSON.stringify(ra.events) !== JSON.stringify(rb.events)) break;
        [sa, sb] = [ra.state, rb.state];
        ma[seat] = da.memory;
        mb[seat] = db.memory;
        ma = ma.map((m, s) => observeGreedy(m, deepFreeze(playerView(sa, s)), deepFreeze(ra.events)));
        mb = mb.map((m, s) => observeGreedy(m, playerView(sb, s), rb.events));
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('plays every configuration to the end with legal moves only, the team swaps included', () => {
    for (const config of [
      { players: 3, mode: 'simple', teams: false },
      { players: 5, mode: 'spicy', teams: false },
      { players: 4, mode: 'spicy', teams: true },
      { players: 6, mode: 'simple', teams: true },
    ] as const) {
      let state = newGame(config, `greedy-legal:${config.players}`);
      let ms = Array.from({ length: config.players }, (_, s) =>
        observeGreedy(createGreedy(s, 'l'), playerView(state, s), []),
      );
      for (let step = 0; state.phase !== 'over' && step < 3000; step++) {
        const seat = actingSeat(state);
        const d = decideGreedy(ms[seat] as GreedyMemory, playerView(state, seat));
        const r = applyAction(state, seat, d.action);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        state = r.state;
        ms[seat] = d.memory;
        ms = ms.map((m, s) => observeGreedy(m, playerView(state, s), r.events));
      }
      expect(state.phase).toBe('over');
    }
  });
});
