import { describe, expect, it } from 'vitest';
import { type BotMemory, createBot, decide, decideExpert, observe } from '../../shared/bots/index';
import {
  type Action,
  applyAction,
  type CardValue,
  createGame,
  type GameConfigInput,
  type GameState,
  playerView,
} from '../../shared/engine/index';
import { actingSeat, isListed, newGame } from './harness';

/** Few worlds: these tests check legality and information, not strength (bench/simulate.ts). */
const WORLDS = 4;
const BUDGET_MS = 60_000;

/** Plays a game with the expert on seat 0 and hard bots elsewhere; returns every seat-0 action. */
function play(start: GameState, seed: string): { actions: Action[]; illegal: number; state: GameState } {
  let state = start;
  const n = state.config.players;
  let bots = Array.from({ length: n }, (_, s) =>
    observe(createBot('hard', s, `${seed}:${s}`), playerView(state, s), []),
  );
  const actions: Action[] = [];
  let illegal = 0;
  for (let i = 0; i < 3000 && state.phase !== 'over'; i++) {
    const seat = actingSeat(state);
    const view = playerView(state, seat);
    const r =
      seat === 0
        ? decideExpert(bots[seat] as BotMemory, view, WORLDS)
        : decide(bots[seat] as BotMemory, view);
    if (seat === 0) actions.push(r.action);
    if (!isListed(state, seat, r.action)) illegal++;
    const res = applyAction(state, seat, r.action);
    if (!res.ok) return { actions, illegal: illegal + 1, state };
    bots[seat] = r.memory;
    state = res.state;
    bots = bots.map((b, s) => observe(b, playerView(state, s), res.events));
  }
  return { actions, illegal, state };
}

const CONFIGS: GameConfigInput[] = [
  { players: 3, mode: 'simple', teams: false },
  { players: 4, mode: 'spicy', teams: false },
  { players: 4, mode: 'simple', teams: true },
  { players: 5, mode: 'spicy', teams: false, spicyThreeTrios: true },
  { players: 6, mode: 'spicy', teams: true },
];

describe('the expert (playouts in sampled worlds)', () => {
  for (const config of CONFIGS) {
    const name = `${config.players} players, ${config.mode}${config.teams ? ', teams' : ''}`;
    it(
      `only chooses legal actions, and every game ends with a winner (${name})`,
      () => {
        for (let g = 0; g < 4; g++) {
          const r = play(newGame(config, `expert:${name}:${g}`), `bots:${g}`);
          expect(r.illegal).toBe(0);
          expect(r.state.winner).not.toBeNull();
          expect(r.actions.length).toBeGreaterThan(0);
        }
      },
      BUDGET_MS,
    );
  }

  it('plays the same game again from the same bot seed, and another from another seed', () => {
    const config = CONFIGS[0] as GameConfigInput;
    const a = play(newGame(config, 'expert:again'), 'bots:a');
    const b = play(newGame(config, 'expert:again'), 'bots:a');
    expect(b.actions).toEqual(a.actions);
    const c = play(newGame(config, 'expert:again'), 'bots:c');
    expect(JSON.stringify(c.actions)).not.toEqual(JSON.stringify(a.actions));
  });

  it("decides the same when two rivals' hidden cards are exchanged", () => {
    let compared = 0;
    for (let g = 0; g < 10; g++) {
      const config = CONFIGS[g % 2] as GameConfigInput;
      const seed = `expert:public:${g}`;
      const a = newGame(config, seed);
      const h1 = (a.hands[1] ?? []).slice();
      const h2 = (a.hands[2] ?? []).slice();
      const i = g % h1.length;
      const j = (g * 7) % h2.length;
      if (h1[i] === h2[j]) continue;
      [h1[i], h2[j]] = [h2[j] as CardValue, h1[i] as CardValue];
      const hands = a.hands.slice();
      hands[1] = h1.sort((x, y) => x - y);
      hands[2] = h2.sort((x, y) => x - y);
      const center = a.center.filter((v): v is CardValue => v !== null);
      const b = createGame(config, { seed, firstSeat: 0, deal: { hands, center } });
      // Seat 0 sees the same until a card of the exchanged ones shows: compare its first turn.
      let sa = a;
      let sb = b;
      let ma = observe(createBot('hard', 0, seed), playerView(sa, 0), []);
      let mb = observe(createBot('hard', 0, seed), playerView(sb, 0), []);
      while (sa.turn === 0 && sa.phase === 'play') {
        const va = playerView(sa, 0);
        if (JSON.stringify(va) !== JSON.stringify(playerView(sb, 0))) break;
        const da = decideExpert(ma, va, WORLDS);
        const db = decideExpert(mb, playerView(sb, 0), WORLDS);
        expect(db.action).toEqual(da.action);
        compared++;
        const ra = applyAction(sa, 0, da.action);
        const rb = applyAction(sb, 0, db.action);
        if (!ra.ok || !rb.ok) throw new Error('illegal');
        sa = ra.state;
        sb = rb.state;
        ma = observe(da.memory, playerView(sa, 0), ra.events);
        mb = observe(db.memory, playerView(sb, 0), rb.events);
      }
    }
    expect(compared).toBeGreaterThan(5);
  });
});
