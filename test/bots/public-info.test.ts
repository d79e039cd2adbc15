import { describe, expect, it } from 'vitest';
import { type BotLevel, type BotMemory, createBot, decide, observe } from '../../shared/bots/index';
import {
  applyAction,
  type CardValue,
  createGame,
  type GameConfigInput,
  type GameState,
  playerView,
} from '../../shared/engine/index';
import { actingSeat, newGame } from './harness';

type Deal = { hands: CardValue[][]; center: CardValue[] };

/** The same deal with two face-down center cards of different values exchanged. */
function swapCenter(deal: Deal, g: number): Deal | null {
  const c = deal.center.slice();
  for (let i = 0; i < c.length; i++) {
    const a = (i + g) % c.length;
    const b = (a + 1 + (g % (c.length - 1))) % c.length;
    if (c[a] !== c[b]) {
      [c[a], c[b]] = [c[b] as CardValue, c[a] as CardValue];
      return { hands: deal.hands, center: c };
    }
  }
  return null;
}

/** The same deal with one card exchanged between two opponents of seat 0 (hands re-sorted). */
function swapHands(deal: Deal, g: number, s1: number, s2: number): Deal | null {
  const h1 = (deal.hands[s1] ?? []).slice();
  const h2 = (deal.hands[s2] ?? []).slice();
  const i = g % h1.length;
  const j = (g * 7) % h2.length;
  if (h1[i] === h2[j]) return null;
  [h1[i], h2[j]] = [h2[j] as CardValue, h1[i] as CardValue];
  const hands = deal.hands.slice();
  hands[s1] = h1.sort((a, b) => a - b);
  hands[s2] = h2.sort((a, b) => a - b);
  return { hands, center: deal.center };
}

/**
 * Plays the two deals in lockstep with the same bots. While a seat's views and the events have been
 * identical in both games, that seat's choices must be identical too. Returns how many were compared.
 */
function lockstep(
  config: GameConfigInput,
  a: GameState,
  b: GameState,
  levels: BotLevel[],
  seed: string,
  seats: number[],
) {
  let sa = a;
  let sb = b;
  const bots = (s: GameState) =>
    levels.map((l, i) => observe(createBot(l, i, `${seed}:${i}`), playerView(s, i), []));
  const ba: BotMemory[] = bots(sa);
  const bb: BotMemory[] = bots(sb);
  const same = levels.map((_, i) => JSON.stringify(playerView(sa, i)) === JSON.stringify(playerView(sb, i)));
  let compared = 0;
  for (let step = 0; step < 4000 && sa.phase !== 'over'; step++) {
    const seat = actingSeat(sa);
    if (actingSeat(sb) !== seat) break;
    const da = decide(ba[seat] as BotMemory, playerView(sa, seat));
    const db = decide(bb[seat] as BotMemory, playerView(sb, seat));
    if (same[seat] && seats.includes(seat)) {
      expect(db.action, `${seed} step ${step} seat ${seat} (${config.players}p)`).toEqual(da.action);
      compared++;
    }
    const ra = applyAction(sa, seat, da.action);
    const rb = applyAction(sb, seat, db.action);
    if (!ra.ok || !rb.ok) throw new Error('illegal');
    if (JSON.stringify(ra.events) !== JSON.stringify(rb.events)) break;
    sa = ra.state;
    sb = rb.state;
    ba[seat] = da.memory;
    bb[seat] = db.memory;
    for (let i = 0; i < levels.length; i++) {
      const va = playerView(sa, i);
      const vb = playerView(sb, i);
      same[i] = (same[i] ?? false) && JSON.stringify(va) === JSON.stringify(vb);
      ba[i] = observe(ba[i] as BotMemory, va, ra.events);
      bb[i] = observe(bb[i] as BotMemory, vb, rb.events);
    }
  }
  return compared;
}

const CONFIGS: GameConfigInput[] = [
  { players: 3, mode: 'simple', teams: false },
  { players: 4, mode: 'spicy', teams: false },
  { players: 5, mode: 'simple', teams: false },
  { players: 6, mode: 'spicy', teams: false },
  { players: 4, mode: 'simple', teams: true },
  { players: 6, mode: 'spicy', teams: true },
];

describe("a bot's choice depends on public information only", () => {
  for (const config of CONFIGS) {
    const name = `${config.players} players, ${config.mode}${config.teams ? ', teams' : ''}`;
    it(`hidden cards exchanged where the bot cannot see them change nothing it does (${name})`, () => {
      let compared = 0;
      for (let g = 0; g < 40; g++) {
        const seed = `public:${name}:${g}`;
        const a = newGame(config, seed);
        const deal: Deal = { hands: a.hands, center: a.center.filter((v): v is CardValue => v !== null) };
        const first: BotLevel = g % 3 === 0 ? 'hard' : g % 3 === 1 ? 'normal' : 'easy';
        const levels: BotLevel[] = Array.from({ length: config.players }, (_, i) =>
          i === 0 ? first : 'hard',
        );
        // Seat 0's partner is seat 2 (4 players) or 3 (6 players): exchange between opponents only.
        const other = config.players === 4 && config.teams ? 3 : 2;
        const hands = swapHands(deal, g, 1, other);
        const variants = config.teams ? [hands] : [swapCenter(deal, g), hands];
        variants.forEach((d, k) => {
          if (d === null) return;
          const b = createGame(config, { seed, firstSeat: 0, deal: d });
          compared += lockstep(
            config,
            a,
            b,
            levels,
            seed,
            k === 0 && !config.teams ? levels.map((_, i) => i) : [0],
          );
        });
      }
      expect(compared).toBeGreaterThan(100);
    });
  }
});
