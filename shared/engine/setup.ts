import { teamOf } from './queries';
import { randomInt, seedRng, shuffleInPlace } from './rng';
import { openSwap } from './swap-phase';
import type { CardValue, GameConfig, GameConfigInput, GameState, Seat } from './types';

/** Cards per hand and face-down center cards by player count (docs/rules.md, Setup — official). */
export const SETUP_TABLE = {
  3: { hand: 9, center: 9 },
  4: { hand: 7, center: 8 },
  5: { hand: 6, center: 6 },
  6: { hand: 5, center: 6 },
} as const;

/** A deal given instead of the shuffle (fixtures, replays): hands in seat order, center in slot order. */
export interface Deal {
  hands: CardValue[][];
  center: CardValue[];
}

/** `createGame`'s second argument. `firstSeat` defaults to a seeded random seat. */
export interface GameSetup {
  seed: string;
  firstSeat?: Seat;
  deal?: Deal;
}

/** Partners sit opposite: {0,2},{1,3} with 4 players; {0,3},{1,4},{2,5} with 6 (docs/rules.md, Team variant). */
export function teamsFor(players: number): Seat[][] {
  const teams: Seat[][] = [];
  for (let seat = 0; seat < players / 2; seat++) teams.push(teamOf({ players, teams: true }, seat));
  return teams;
}

/** Hand and center sizes for a config; team games deal all 36 cards and have no center. */
export function dealSizes(config: GameConfigInput): { hand: number; center: number } {
  return config.teams ? { hand: 36 / config.players, center: 0 } : SETUP_TABLE[config.players];
}

/** The config a game keeps: `config` checked, with every house option set (absent = off). */
function checkedConfig(config: GameConfigInput): GameConfig {
  if (typeof config !== 'object' || config === null) throw new RangeError('config must be an object');
  if (!(config.players in SETUP_TABLE) || !Number.isInteger(config.players)) {
    throw new RangeError('config.players must be 3, 4, 5 or 6');
  }
  if (config.mode !== 'simple' && config.mode !== 'spicy') {
    throw new RangeError("config.mode must be 'simple' or 'spicy'");
  }
  if (typeof config.teams !== 'boolean') throw new RangeError('config.teams must be a boolean');
  if (config.teams && config.players !== 4 && config.players !== 6) {
    throw new RangeError('teams need 4 or 6 players');
  }
  // Only a missing option is off: `null` or any other non-boolean is refused like a bad `teams`.
  const spicyThreeTrios = config.spicyThreeTrios === undefined ? false : config.spicyThreeTrios;
  if (typeof spicyThreeTrios !== 'boolean') throw new RangeError('config.spicyThreeTrios must be a boolean');
  return { players: config.players, mode: config.mode, teams: config.teams, spicyThreeTrios };
}

/** Checks a fixture deal: sizes from the setup table, values 1..12 (numbers), three copies each. */
function validateDeal(config: GameConfigInput, deal: Deal): void {
  const sizes = dealSizes(config);
  if (typeof deal !== 'object' || deal === null) throw new RangeError('a deal must be an object');
  if (!Array.isArray(deal.hands) || deal.hands.length !== config.players) {
    throw new RangeError(`a deal needs ${config.players} hands`);
  }
  if (!Array.isArray(deal.center) || deal.center.length !== sizes.center) {
    throw new RangeError(`a deal needs ${sizes.center} center cards`);
  }
  const counts = new Array<number>(13).fill(0);
  const count = (value: unknown): void => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 12) {
      throw new RangeError(`${JSON.stringify(value)} is not a card value (1..12)`);
    }
    counts[value]!++;
  };
  for (const hand of deal.hands) {
    if (!Array.isArray(hand) || hand.length !== sizes.hand) {
      throw new RangeError(`every hand needs ${sizes.hand} cards`);
    }
    hand.forEach(count);
  }
  deal.center.forEach(count);
  for (let v = 1; v <= 12; v++) {
    if (counts[v] !== 3) throw new RangeError(`a deal needs three ${v}s, not ${counts[v]}`);
  }
}

/** Shuffles the 36 cards with `rng` and deals them per the setup table. */
function shuffledDeal(config: GameConfigInput, rng: [number, number, number, number]): Deal {
  const deck: CardValue[] = [];
  for (let v = 1; v <= 12; v++) deck.push(v as CardValue, v as CardValue, v as CardValue);
  shuffleInPlace(rng, deck);
  const sizes = dealSizes(config);
  const hands: CardValue[][] = [];
  for (let s = 0; s < config.players; s++) hands.push(deck.slice(s * sizes.hand, (s + 1) * sizes.hand));
  return { hands, center: deck.slice(config.players * sizes.hand) };
}

/**
 * Creates a game: shuffles (or takes `setup.deal`), deals, sorts every hand and picks the first
 * seat (`setup.firstSeat`, else seeded random — house rule). A team game opens with a swap phase
 * for every team (docs/rules.md, Team variant); other games start in phase `play`. The state keeps
 * the whole `GameConfig`: a house option left out of `input` is off.
 * Throws `RangeError` for an invalid config, seed, first seat or deal.
 */
export function createGame(input: GameConfigInput, setup: GameSetup): GameState {
  const config = checkedConfig(input);
  if (typeof setup !== 'object' || setup === null || typeof setup.seed !== 'string') {
    throw new RangeError('setup.seed must be a string');
  }
  const { players } = config;
  const first = setup.firstSeat;
  if (first !== undefined && !(Number.isInteger(first) && first >= 0 && first < players)) {
    throw new RangeError(`firstSeat must be a seat from 0 to ${players - 1}`);
  }
  const rng = seedRng(setup.seed);
  let deal: Deal;
  if (setup.deal === undefined) {
    deal = shuffledDeal(config, rng);
  } else {
    validateDeal(config, setup.deal);
    deal = setup.deal;
  }
  const turn = first ?? randomInt(rng, players);
  const hands = deal.hands.map((hand) => hand.slice().sort((a, b) => a - b));
  const trios: CardValue[][] = hands.map(() => []);
  const state: GameState = {
    config,
    phase: 'play',
    turn,
    hands,
    center: deal.center.slice(),
    revealed: [],
    trios,
    teams: config.teams ? teamsFor(players) : null,
    swap: null,
    lastTurn: null,
    winner: null,
    seed: setup.seed,
    rng,
  };
  // Every team is eligible at the deal; openSwap still applies the one rule for "who swaps".
  return state.teams === null ? state : openSwap(state, state.teams, null, []);
}
