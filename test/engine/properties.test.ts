import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  type CardValue,
  createGame,
  type GameConfigInput,
  type GameState,
  legalActions,
  playerView,
  type Seat,
} from '../../shared/engine';
import { GameEventSchema, PlayerViewSchema } from '../../shared/protocol';
import { ALL_CONFIGS } from '../fixtures/deals';
import { actor, deepFreeze, must, randomStep, sameJson, testRng } from '../fixtures/play';
import { cardCounts, poolOf, winHolds } from '../fixtures/rules-reference';
import { walk } from '../fixtures/walk';

const configArb = fc.constantFrom(...ALL_CONFIGS);
const seedArb = fc.string({ maxLength: 12 });
const driverArb = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const RUNS = 40;

/** Every action a seat could name, legal or not (slots 0–8, every hand end, every value, skip). */
function candidateActions(config: GameConfigInput): Action[] {
  const out: Action[] = [];
  for (let slot = 0; slot < 9; slot++) out.push({ type: 'reveal', target: { kind: 'center', slot } });
  for (let seat = 0; seat < config.players; seat++) {
    out.push({ type: 'reveal', target: { kind: 'hand', seat, end: 'lowest' } });
    out.push({ type: 'reveal', target: { kind: 'hand', seat, end: 'highest' } });
  }
  for (let value = 1; value <= 12; value++) out.push({ type: 'swap', value: value as CardValue });
  out.push({ type: 'skip_swap' });
  return out;
}

/**
 * The same state with everything `viewer` cannot see dealt differently: the other hands (sizes
 * kept, re-sorted), the face-down center cards, and the other seats' swap offers.
 */
function redistributeHidden(state: GameState, viewer: Seat | null, random: () => number): GameState {
  // At game over every card is public (the view's `final`): there is nothing hidden to redeal.
  if (state.phase === 'over') return state;
  const faceUp = new Set(state.revealed.flatMap((r) => (r.target.kind === 'center' ? [r.target.slot] : [])));
  const hidden: CardValue[] = [];
  state.hands.forEach((hand, seat) => {
    if (seat !== viewer) hidden.push(...hand);
  });
  state.center.forEach((value, slot) => {
    if (value !== null && !faceUp.has(slot)) hidden.push(value);
  });
  for (let i = hidden.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [hidden[i], hidden[j]] = [hidden[j]!, hidden[i]!];
  }
  const hands = state.hands.map((hand, seat) =>
    seat === viewer ? hand : hand.map(() => hidden.pop()!).sort((a, b) => a - b),
  );
  const center = state.center.map((value, slot) =>
    value === null || faceUp.has(slot) ? value : hidden.pop()!,
  );
  const swap =
    state.swap === null
      ? null
      : {
          choices: state.swap.choices.map((c, seat) =>
            c !== null && c.kind === 'offered' && seat !== viewer
              ? { kind: 'offered' as const, value: hands[seat]![Math.floor(random() * hands[seat]!.length)]! }
              : c,
          ),
        };
  return { ...state, hands, center, swap, seed: 'another seed', rng: [1, 2, 3, 4] };
}

// Generous timeouts: these are not timed assertions, and the machine running them may be busy.
describe('properties of random legal play (3–6 players, simple and spicy, teams on and off)', {
  timeout: 120_000,
}, () => {
  it('36 cards are conserved: three of each value across hands, center, face-up cards and trios', () => {
    fc.assert(
      fc.property(configArb, seedArb, driverArb, (config, seed, driver) => {
        const check = (s: GameState) =>
          must(
            cardCounts(s).every((n, v) => v === 0 || n === 3),
            'three cards of each value',
          );
        const { first } = walk(config, seed, driver, ({ state }) => check(state));
        check(first);
      }),
      { numRuns: RUNS },
    );
  });

  it('every turn ends after 2 or 3 reveals: a mismatch after 2 or 3, a trio after exactly 3', () => {
    fc.assert(
      fc.property(configArb, seedArb, driverArb, (config, seed, driver) => {
        let inTurn = 0;
        let turns = 0;
        walk(config, seed, driver, ({ before, seat, events }) => {
          for (const e of events) {
            if (e.type === 'revealed') {
              must(e.seat === before.turn && seat === before.turn, 'reveals by the active seat');
              inTurn++;
            } else if (e.type === 'mismatch') {
              must(
                (inTurn === 2 || inTurn === 3) && e.revealed.length === inTurn,
                'a mismatch after 2 or 3 reveals',
              );
              inTurn = 0;
              turns++;
            } else if (e.type === 'trio_collected') {
              must(inTurn === 3, 'a trio after exactly 3 reveals');
              inTurn = 0;
              turns++;
            }
          }
        });
        expect(inTurn).toBe(0);
        expect(turns).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );
  });

  it('the game ends exactly when a win holds, always ends, and the winner is the collecting seat or team', () => {
    fc.assert(
      fc.property(configArb, seedArb, driverArb, (config, seed, driver) => {
        const { final, first } = walk(config, seed, driver, ({ before, state, events }) => {
          const over = state.phase === 'over';
          must(over === winHolds(state), 'the game over exactly when a win holds');
          const won = events.find((e) => e.type === 'game_won');
          must((won !== undefined) === over, 'game_won exactly when the game ends');
          if (over) {
            must(
              sameJson(state.winner!.seats, poolOf(state, before.turn)),
              'the collecting seat or team wins',
            );
            must(events.at(-1) === won, 'game_won as the last event');
          }
        });
        expect(winHolds(first)).toBe(false);
        expect(final.phase).toBe('over');
        expect(final.winner).not.toBeNull();
      }),
      { numRuns: RUNS },
    );
  });

  it('a new turn starts (turn_started) after every turn that does not end the game', () => {
    fc.assert(
      fc.property(configArb, seedArb, driverArb, (config, seed, driver) => {
        walk(config, seed, driver, ({ before, state, events }) => {
          const started = events.filter((e) => e.type === 'turn_started');
          const phaseBecamePlay = before.phase !== 'play' && state.phase === 'play';
          const turnEnded = state.revealed.length === 0 && before.phase === 'play';
          if (phaseBecamePlay || (turnEnded && state.phase === 'play')) {
            must(
              sameJson(started, [{ type: 'turn_started', seat: state.turn }]),
              'one turn_started for the new turn',
            );
          } else {
            must(started.length === 0, 'no turn_started while no turn begins');
          }
          if (turnEnded && state.phase !== 'over') {
            must(state.turn === (before.turn + 1) % config.players, 'the next seat clockwise plays next');
          }
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('the same seed and actions give the same state', () => {
    fc.assert(
      fc.property(configArb, seedArb, driverArb, (config, seed, driver) => {
        const { final, actions } = walk(config, seed, driver);
        let replay = createGame(config, { seed });
        for (const [seat, action] of actions) {
          const r = applyAction(replay, seat, action);
          if (!r.ok) throw new Error(r.error.code);
          replay = r.state;
        }
        expect(replay).toEqual(final);
      }),
      { numRuns: RUNS },
    );
  });

  it('inputs are never mutated: deep-frozen states and actions work, and stay equal to their snapshots', () => {
    fc.assert(
      fc.property(configArb, seedArb, driverArb, (config, seed, driver) => {
        const random = testRng(driver);
        const candidates = deepFreeze(candidateActions(config));
        let s = deepFreeze(createGame(config, { seed }));
        for (let i = 0; i < 400 && s.phase !== 'over'; i++) {
          const snapshot = JSON.stringify(s);
          const seat = actor(s);
          const options = deepFreeze(legalActions(s, seat));
          const action = options[Math.floor(random() * options.length)]!;
          playerView(s, seat);
          const r = applyAction(s, seat, action);
          for (const other of candidates) applyAction(s, seat, other);
          must(JSON.stringify(s) === snapshot, 'the input state unchanged');
          if (!r.ok) throw new Error(r.error.code);
          s = deepFreeze(r.state);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('legalActions lists exactly the accepted actions (a one-card hand is listed once, by its lowest end)', () => {
    fc.assert(
      fc.property(configArb, seedArb, driverArb, (config, seed, driver) => {
        const candidates = candidateActions(config);
        const random = testRng(driver);
        let s = createGame(config, { seed });
        for (let i = 0; i < 150 && s.phase !== 'over'; i++) {
          for (let seat = 0; seat < config.players; seat++) {
            const listed = new Set(legalActions(s, seat).map((a) => JSON.stringify(a)));
            for (const action of candidates) {
              const accepted = applyAction(s, seat, action).ok;
              const oneCardHighest =
                action.type === 'reveal' &&
                action.target.kind === 'hand' &&
                action.target.end === 'highest' &&
                s.hands[action.target.seat]!.length === 1;
              const key = JSON.stringify(action);
              must(
                accepted === (listed.has(key) || (oneCardHighest && accepted)),
                `${key} by ${seat} listed iff accepted`,
              );
            }
          }
          s = randomStep(s, random).state;
        }
      }),
      { numRuns: 20 },
    );
  });

  it('views never depend on hidden cards: two games differing only in cards a viewer cannot see look identical to that viewer after the same actions', () => {
    const comparedSteps: number[] = [];
    fc.assert(
      fc.property(
        configArb,
        seedArb,
        driverArb,
        fc.integer({ min: -1, max: 5 }),
        (config, seed, driver, v0) => {
          const viewer = v0 < 0 || v0 >= config.players ? null : v0;
          // Once the game is over every card is public (the view's `final`, docs/rules.md, Online
          // presentation), so the two games' `final` differ by design; the rest must not.
          const seen = (s: GameState) => {
            const view = playerView(s, viewer);
            return s.phase === 'over' ? { ...view, final: null } : view;
          };
          const random = testRng(driver);
          const a0 = createGame(config, { seed });
          // Game B: same seed and first seat; every card the viewer cannot see is dealt elsewhere.
          const shuffled = redistributeHidden(a0, viewer, random);
          let b = createGame(config, {
            seed,
            firstSeat: a0.turn,
            deal: { hands: shuffled.hands, center: shuffled.center as CardValue[] },
          });
          let a = a0;
          must(sameJson(seen(b), seen(a)), 'equal views after the deal');
          let compared = 0;
          while (a.phase !== 'over' && compared < 300) {
            // Among the acting seat's legal actions (random order), take one whose public events
            // are the same in both games; differing events mean a hidden card would be revealed.
            const seat = actor(a);
            const options = legalActions(a, seat);
            let next: [GameState, GameState] | null = null;
            while (options.length > 0 && next === null) {
              const action = options.splice(Math.floor(random() * options.length), 1)[0]!;
              const ra = applyAction(a, seat, action);
              const rb = applyAction(b, seat, action);
              if (ra.ok && rb.ok && JSON.stringify(ra.events) === JSON.stringify(rb.events)) {
                next = [ra.state, rb.state];
              }
            }
            if (next === null) break;
            [a, b] = next;
            compared++;
            must(sameJson(seen(b), seen(a)), `equal views after ${compared} actions`);
          }
          comparedSteps.push(compared);
        },
      ),
      { numRuns: 200 },
    );
    // The comparison must not be vacuous: most games stay comparable for many actions.
    const mean = comparedSteps.reduce((x, y) => x + y, 0) / comparedSteps.length;
    expect(mean).toBeGreaterThan(50);
  });

  it('views never depend on hidden cards: redealing what a viewer cannot see, at any point, leaves the view unchanged', () => {
    let checked = 0;
    fc.assert(
      fc.property(configArb, seedArb, driverArb, (config, seed, driver) => {
        const random = testRng(driver ^ 0x5bd1e995);
        walk(config, seed, driver, ({ state }) => {
          if (random() > 0.05) return;
          for (const viewer of [null, ...Array.from({ length: config.players }, (_, i) => i)]) {
            const redealt = redistributeHidden(state, viewer, random);
            must(
              sameJson(playerView(redealt, viewer), playerView(state, viewer)),
              `viewer ${viewer} sees no change`,
            );
          }
          checked++;
        });
      }),
      { numRuns: RUNS },
    );
    expect(checked).toBeGreaterThan(RUNS);
  });

  it('every view and every event passes the protocol schemas, and no view carries the seed', () => {
    fc.assert(
      fc.property(configArb, seedArb, driverArb, (config, _seed, driver) => {
        const seed = `secret-${driver}`;
        const random = testRng(driver);
        walk(config, seed, driver, ({ state, events }) => {
          for (const e of events) must(v.is(GameEventSchema, e), `${e.type} to pass GameEventSchema`);
          if (random() > 0.02) return;
          for (const viewer of [null, ...Array.from({ length: config.players }, (_, i) => i)]) {
            const view = playerView(state, viewer);
            must(v.is(PlayerViewSchema, view), 'a view that passes PlayerViewSchema');
            must(!JSON.stringify(view).includes(seed), 'no seed in a view');
          }
        });
      }),
      { numRuns: 20 },
    );
  });
});
