import { describe, expect, it } from 'vitest';
import { type GameConfigInput, playerView } from '../../shared/engine';
import { ALL_CONFIGS } from '../fixtures/deals';
import { cardCounts, winHolds } from '../fixtures/rules-reference';
import { walk } from '../fixtures/walk';

const name = (c: GameConfigInput) =>
  `${c.players}p ${c.mode}${c.teams ? ' teams' : ''}${c.spicyThreeTrios ? ' three-trios' : ''}`;

/**
 * Seeded whole games: the same seeds every run, so a failure names its game. A seed that ever
 * fails becomes an entry in REGRESSIONS (with what it caught) and stays there.
 */
const GAMES_PER_CONFIG = 25;

/** Games that once exposed a bug, replayed forever: [config, seed, driver seed, what it caught]. */
const REGRESSIONS: [GameConfigInput, string, number, string][] = [
  [
    { players: 3, mode: 'simple', teams: false },
    'regression-last-turn',
    7,
    'a reveal mid-turn used to clear lastTurn before the turn ended',
  ],
];

function checkedGame(config: GameConfigInput, seed: string, driver: number) {
  let lastTurnSeat: number | null = null;
  const stats = { actions: 0, trios: 0, swapsOpened: 0, swapsSkippedForEmptyHands: 0, exchanges: 0 };
  const { final } = walk(config, seed, driver, ({ before, state, events }) => {
    stats.actions++;
    const counts = cardCounts(state);
    for (let v = 1; v <= 12; v++)
      if (counts[v] !== 3) throw new Error(`value ${v} counted ${counts[v]} times`);
    if ((state.phase === 'over') !== winHolds(state)) throw new Error('phase and win disagree');
    // lastTurn changes only when a turn ends.
    if (state.revealed.length > 0 && state.lastTurn?.seat !== (lastTurnSeat ?? undefined)) {
      throw new Error('lastTurn changed mid-turn');
    }
    if (state.revealed.length === 0 && before.phase === 'play') lastTurnSeat = state.lastTurn?.seat ?? null;
    for (const e of events) {
      if (e.type === 'trio_collected') stats.trios++;
      if (e.type === 'swap_started' && before.phase === 'play') stats.swapsOpened++;
      if (e.type === 'swap_done' && e.swapped) stats.exchanges++;
    }
    if (config.teams && events.some((e) => e.type === 'trio_collected') && state.phase === 'play') {
      stats.swapsSkippedForEmptyHands++;
    }
  });
  return { final, stats };
}

// Generous timeout: whole games are not timed assertions, and the machine may be busy.
describe('seeded whole-game simulations', { timeout: 60_000 }, () => {
  it.each(ALL_CONFIGS.map((c) => [name(c), c] as const))(
    '%s: random games end with a valid winner',
    (_, config) => {
      const reasons = new Set<string>();
      let trios = 0;
      for (let g = 0; g < GAMES_PER_CONFIG; g++) {
        const { final, stats } = checkedGame(config, `sim-${name(config)}-${g}`, g);
        expect(final.phase).toBe('over');
        expect(final.winner).not.toBeNull();
        reasons.add(final.winner!.reason);
        trios += stats.trios;
        const view = playerView(final, null);
        expect(view.winner).toEqual(final.winner);
      }
      expect(trios).toBeGreaterThan(GAMES_PER_CONFIG);
      if (config.mode === 'spicy' && !config.spicyThreeTrios) expect(reasons.has('three_trios')).toBe(false);
      if (config.mode === 'simple') expect(reasons.has('connected_trios')).toBe(false);
    },
  );

  it('spicy with the house option spicyThreeTrios: random games are won by three trios too, never unconnected ones without it', () => {
    const reasons = { picante: new Set<string>(), official: new Set<string>() };
    for (const config of ALL_CONFIGS.filter((c) => c.mode === 'spicy')) {
      for (let g = 0; g < GAMES_PER_CONFIG; g++) {
        const { final } = checkedGame(config, `sim-${name(config)}-${g}`, g);
        reasons[config.spicyThreeTrios ? 'picante' : 'official'].add(final.winner!.reason);
        if (final.winner!.reason === 'three_trios') {
          const pooled = final.winner!.seats.flatMap((seat) => final.trios[seat]!);
          expect(pooled.length).toBeGreaterThanOrEqual(3);
        }
      }
    }
    expect(reasons.picante.has('three_trios')).toBe(true);
    expect(reasons.picante.has('connected_trios')).toBe(true);
    expect(reasons.official.has('three_trios')).toBe(false);
  });

  it('team simulations open post-trio swaps, exchange cards, and skip teams with an empty-handed partner', () => {
    const totals = { swapsOpened: 0, swapsSkippedForEmptyHands: 0, exchanges: 0 };
    for (const config of ALL_CONFIGS.filter((c) => c.teams)) {
      for (let g = 0; g < GAMES_PER_CONFIG; g++) {
        const { stats } = checkedGame(config, `sim-${name(config)}-${g}`, g);
        totals.swapsOpened += stats.swapsOpened;
        totals.swapsSkippedForEmptyHands += stats.swapsSkippedForEmptyHands;
        totals.exchanges += stats.exchanges;
      }
    }
    expect(totals.swapsOpened).toBeGreaterThan(0);
    expect(totals.exchanges).toBeGreaterThan(0);
    expect(totals.swapsSkippedForEmptyHands).toBeGreaterThan(0);
  });

  it.each(REGRESSIONS.map(([c, seed, driver, why]) => [why, c, seed, driver] as const))(
    'regression: %s',
    (_, config, seed, driver) => {
      expect(checkedGame(config, seed, driver).final.phase).toBe('over');
    },
  );
});
