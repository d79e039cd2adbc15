import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  ENGINE_ERRORS,
  type GameConfigInput,
  type GameState,
  legalActions,
  playerView,
} from '../../shared/engine';
import { gameWith, TEAMS4, TEAMS6 } from '../fixtures/deals';
import { act, center, expectError, highest, lowest, reveals, skip, swap } from '../fixtures/play';
import { allSkip, TEAM_DEAL } from '../fixtures/scenarios';

const SPICY_TEAMS4: GameConfigInput = { players: 4, mode: 'spicy', teams: true };
const teamGame = (config: GameConfigInput = SPICY_TEAMS4, firstSeat = 0): GameState =>
  gameWith(config, { hands: TEAM_DEAL.hands.map((h) => [...h]) }, firstSeat);

describe('the team swap (docs/rules.md, Team variant)', () => {
  it('happens only when both partners offer a card; both cards move at once, in sorted order', () => {
    let s = teamGame();
    s = act(s, 0, swap(1)).state;
    expect(s.hands[0]).toEqual(TEAM_DEAL.hands[0]);
    const r = act(s, 2, swap(6));
    expect(r.events).toEqual([{ type: 'swap_done', team: [0, 2], swapped: true }]);
    expect(r.state.hands[0]).toEqual([1, 1, 2, 2, 2, 3, 3, 3, 6]);
    expect(r.state.hands[2]).toEqual([1, 4, 4, 4, 5, 5, 5, 6, 6]);
    expect(r.state.hands[1]).toEqual(TEAM_DEAL.hands[1]);
  });

  it('either partner may decline, and then nothing moves', () => {
    for (const order of [
      [
        [0, swap(2)],
        [2, skip],
      ],
      [
        [2, skip],
        [0, swap(2)],
      ],
      [
        [0, skip],
        [2, skip],
      ],
    ] as [number, Action][][]) {
      let s = teamGame();
      let events: unknown[] = [];
      for (const [seat, action] of order) ({ state: s, events } = act(s, seat, action));
      expect(events).toEqual([{ type: 'swap_done', team: [0, 2], swapped: false }]);
      expect(s.hands).toEqual(TEAM_DEAL.hands);
    }
  });

  it('an offer cannot be changed, but the offered card stays in hand until the exchange', () => {
    const s = act(teamGame(), 0, swap(3)).state;
    expect(s.hands[0]).toEqual(TEAM_DEAL.hands[0]);
    expectError(applyAction(s, 0, swap(1)), ENGINE_ERRORS.alreadyDecided);
    expectError(applyAction(s, 0, skip), ENGINE_ERRORS.alreadyDecided);
    const skipped = act(teamGame(), 1, skip).state;
    expectError(applyAction(skipped, 1, swap(7)), ENGINE_ERRORS.alreadyDecided);
    expect(legalActions(s, 0)).toEqual([]);
  });

  it('a seat whose team’s exchange already resolved has already decided; the phase goes on for the others', () => {
    const resolved = act(act(teamGame(), 0, swap(2)).state, 2, skip).state;
    expect(resolved.phase).toBe('swap');
    expectError(applyAction(resolved, 0, swap(1)), ENGINE_ERRORS.alreadyDecided);
    expectError(applyAction(resolved, 2, skip), ENGINE_ERRORS.alreadyDecided);
    expect(legalActions(resolved, 0)).toEqual([]);
  });

  it('the offered card must be in the offering seat’s hand', () => {
    expectError(applyAction(teamGame(), 0, swap(4)), ENGINE_ERRORS.notInHand);
    expectError(applyAction(teamGame(), 0, swap(13 as 1)), ENGINE_ERRORS.notInHand);
    expectError(
      applyAction(teamGame(), 0, { type: 'swap', value: '1' } as unknown as Action),
      ENGINE_ERRORS.invalidAction,
    );
  });

  it('partners may offer equal values', () => {
    const s = gameWith(TEAMS4, { hands: [[5], [], [5]] });
    const r = act(act(s, 0, swap(5)).state, 2, swap(5));
    expect(r.events[0]).toEqual({ type: 'swap_done', team: [0, 2], swapped: true });
    expect(r.state.hands).toEqual(s.hands);
  });

  it('all teams swap at the same time; play starts with the first seat once every team is done', () => {
    let s = teamGame(SPICY_TEAMS4, 1);
    s = act(s, 3, swap(12)).state;
    s = act(s, 0, skip).state;
    const mid = act(s, 1, swap(7));
    expect(mid.events).toEqual([{ type: 'swap_done', team: [1, 3], swapped: true }]);
    expect(mid.state.phase).toBe('swap');
    expectError(applyAction(mid.state, 1, lowest(0)), ENGINE_ERRORS.wrongPhase);
    const done = act(mid.state, 2, swap(4));
    expect(done.events).toEqual([
      { type: 'swap_done', team: [0, 2], swapped: false },
      { type: 'turn_started', seat: 1 },
    ]);
    expect(done.state.phase).toBe('play');
    expect(done.state.swap).toBeNull();
    expect(done.state.turn).toBe(1);
    expect(done.state.hands[1]).toEqual([7, 7, 8, 8, 8, 9, 9, 9, 12]);
    expect(done.state.hands[3]).toEqual([7, 10, 10, 10, 11, 11, 11, 12, 12]);
  });

  it('a 6-player team game opens a swap for its three teams', () => {
    const s = gameWith(TEAMS6, {});
    expect(s.phase).toBe('swap');
    expect(playerView(s, 4).swap?.pending).toEqual([0, 1, 2, 3, 4, 5]);
    const r = allSkip(s);
    expect(
      r.events.filter((e) => e.type === 'swap_done').map((e) => (e.type === 'swap_done' ? e.team : [])),
    ).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
    expect(r.state.phase).toBe('play');
  });

  it('swap decisions belong to the swap phase, reveals to play', () => {
    expectError(applyAction(teamGame(), 0, lowest(1)), ENGINE_ERRORS.wrongPhase);
    const play = allSkip(teamGame()).state;
    expectError(applyAction(play, 0, swap(1)), ENGINE_ERRORS.wrongPhase);
    expectError(applyAction(play, 1, skip), ENGINE_ERRORS.wrongPhase);
  });

  it('swap events name the team, never the cards', () => {
    const s = act(act(teamGame(), 0, swap(1)).state, 2, swap(6));
    for (const e of s.events) expect(Object.keys(e).sort()).toEqual(['swapped', 'team', 'type']);
  });
});

describe('team play (docs/rules.md, Team variant)', () => {
  it('has no center: a center reveal is not revealable', () => {
    const s = allSkip(teamGame()).state;
    expect(s.center).toEqual([]);
    expect(playerView(s, 0).center).toEqual([]);
    const error = expectError(applyAction(s, 0, center(0)), ENGINE_ERRORS.notRevealable);
    expect(error.message).toMatch(/team/);
  });

  it('turns still go seat by seat, so teams alternate', () => {
    let s = allSkip(teamGame()).state;
    const turns = [s.turn];
    for (let i = 0; i < 4; i++) {
      s = reveals(s, lowest(0), lowest(1)).state;
      turns.push(s.turn);
    }
    expect(turns).toEqual([0, 1, 2, 3, 0]);
  });

  it('after a trio, every other team may swap before the next turn, and the collecting team may not', () => {
    const play = allSkip(teamGame()).state;
    const r = reveals(play, lowest(0), lowest(0), lowest(0));
    expect(r.events.map((e) => e.type)).toEqual([
      'revealed',
      'revealed',
      'revealed',
      'trio_collected',
      'swap_started',
    ]);
    expect(r.events.at(-1)).toEqual({ type: 'swap_started', teams: [[1, 3]] });
    expect(r.state.phase).toBe('swap');
    expect(r.state.turn).toBe(1);
    expect(playerView(r.state, 0).swap).toEqual({ pending: [1, 3], offered: null, skipped: false });
    expectError(applyAction(r.state, 0, swap(2)), ENGINE_ERRORS.notYourTurn);
    expectError(applyAction(r.state, 2, skip), ENGINE_ERRORS.notYourTurn);
    expect(legalActions(r.state, 2)).toEqual([]);
    const done = allSkip(r.state);
    expect(done.events.at(-1)).toEqual({ type: 'turn_started', seat: 1 });
  });

  it('with 6 players, a trio opens a swap for the two other teams', () => {
    const s = allSkip(gameWith(TEAMS6, { hands: [[], [1, 1, 1]] }, 1)).state;
    const r = reveals(s, lowest(1), lowest(1), lowest(1));
    expect(r.events.at(-1)).toEqual({
      type: 'swap_started',
      teams: [
        [0, 3],
        [2, 5],
      ],
    });
  });

  it('a team with an empty-handed partner skips the swap (house); with no team left to swap, play goes on', () => {
    let s = allSkip(teamGame()).state;
    // Team {0,2} empties seat 2's hand (4s, 5s, 6s: unconnected, so spicy has no winner yet).
    s = allSkip(reveals(s, lowest(2), lowest(2), lowest(2)).state).state;
    s = reveals(s, lowest(0), lowest(1)).state;
    s = allSkip(reveals(s, lowest(2), lowest(2), lowest(2)).state).state;
    s = reveals(s, lowest(0), lowest(3)).state;
    s = reveals(s, lowest(2), lowest(2), lowest(2)).state;
    expect(s.hands[2]).toEqual([]);
    expect(s.trios).toEqual([[4, 6], [], [5], []]);
    s = allSkip(s).state;
    // Seat 1 collects its own 9s; the only other team has an empty-handed partner.
    const r = reveals(s, highest(1), highest(1), highest(1));
    expect(r.events.map((e) => e.type)).toEqual([
      'revealed',
      'revealed',
      'revealed',
      'trio_collected',
      'turn_started',
    ]);
    expect(r.state.phase).toBe('play');
    expect(r.state.swap).toBeNull();
    // The empty-handed seat still takes its turn.
    expect(r.state.turn).toBe(2);
    expect(reveals(r.state, lowest(0), lowest(3)).state.turn).toBe(3);
  });

  it('partners pool their trios: three across both partners win in simple', () => {
    let s = allSkip(teamGame({ players: 4, mode: 'simple', teams: true })).state;
    s = allSkip(reveals(s, lowest(0), lowest(0), lowest(0)).state).state;
    s = reveals(s, lowest(0), lowest(1)).state;
    s = allSkip(reveals(s, lowest(2), lowest(2), lowest(2)).state).state;
    expect(s.phase).toBe('play');
    s = reveals(s, lowest(0), lowest(1)).state;
    const r = reveals(s, highest(2), highest(2), highest(2));
    expect(r.state.trios).toEqual([[1, 6], [], [4], []]);
    expect(r.state.winner).toEqual({ seats: [0, 2], reason: 'three_trios' });
    expect(r.events.at(-1)).toEqual({ type: 'game_won', seats: [0, 2], reason: 'three_trios' });
  });

  it('partners pool their trios: two connected trios across partners win in spicy', () => {
    let s = allSkip(teamGame()).state;
    s = allSkip(reveals(s, lowest(0), lowest(0), lowest(0)).state).state;
    s = reveals(s, lowest(0), lowest(1)).state;
    const r = reveals(s, highest(2), highest(2), highest(2));
    expect(r.state.trios).toEqual([[1], [], [6], []]);
    expect(r.state.winner).toEqual({ seats: [0, 2], reason: 'connected_trios' });
  });

  it('partners pool their trios: three unconnected ones across partners win in spicy only under spicyThreeTrios', () => {
    const play = (config: GameConfigInput) => {
      let s = allSkip(teamGame(config)).state;
      s = allSkip(reveals(s, lowest(0), lowest(0), lowest(0)).state).state;
      s = reveals(s, lowest(0), lowest(1)).state;
      s = allSkip(reveals(s, lowest(2), lowest(2), lowest(2)).state).state;
      s = reveals(s, lowest(0), lowest(1)).state;
      return reveals(s, lowest(0), lowest(0), lowest(0));
    };
    const official = play(SPICY_TEAMS4);
    expect(official.state.trios).toEqual([[1, 2], [], [4], []]);
    expect(official.state.winner).toBeNull();
    expect(official.state.phase).not.toBe('over');
    const picante = play({ ...SPICY_TEAMS4, spicyThreeTrios: true });
    expect(picante.state.trios).toEqual([[1, 2], [], [4], []]);
    expect(picante.state.winner).toEqual({ seats: [0, 2], reason: 'three_trios' });
    expect(picante.events.at(-1)).toEqual({ type: 'game_won', seats: [0, 2], reason: 'three_trios' });
  });

  it('a trio of 7s wins for the whole team', () => {
    const s = allSkip(teamGame(SPICY_TEAMS4, 3)).state;
    const r = reveals(s, lowest(1), lowest(1), lowest(1));
    expect(r.state.winner).toEqual({ seats: [1, 3], reason: 'trio_of_sevens' });
    expect(r.state.phase).toBe('over');
    expect(r.state.swap).toBeNull();
  });

  it('a winning trio opens no swap', () => {
    const s = allSkip(teamGame(SPICY_TEAMS4, 1)).state;
    const r = reveals(s, lowest(1), lowest(1), lowest(1));
    expect(r.events.map((e) => e.type)).not.toContain('swap_started');
    for (let seat = 0; seat < 4; seat++)
      expectError(applyAction(r.state, seat, skip), ENGINE_ERRORS.gameOver);
  });
});

describe('swap privacy (docs/rules.md, Swaps; docs/design.md, PlayerView)', () => {
  it('an offer shows only in the offering seat’s view; the pending list keeps seats that offered', () => {
    const before = teamGame();
    const after = act(before, 0, swap(2)).state;
    expect(playerView(after, 0).swap).toEqual({ pending: [0, 1, 2, 3], offered: 2, skipped: false });
    for (const viewer of [1, 2, 3, null]) {
      expect(playerView(after, viewer)).toEqual(playerView(before, viewer));
      expect(playerView(after, viewer).swap).toEqual({
        pending: [0, 1, 2, 3],
        offered: null,
        skipped: false,
      });
    }
  });

  it('nobody learns where a received card went: other seats see the same view after an exchange as after a decline', () => {
    const exchanged = act(act(teamGame(), 0, swap(1)).state, 2, swap(6)).state;
    const declined = act(act(teamGame(), 0, swap(1)).state, 2, skip).state;
    expect(exchanged.hands).not.toEqual(declined.hands);
    for (const viewer of [1, 3, null])
      expect(playerView(exchanged, viewer)).toEqual(playerView(declined, viewer));
  });

  it('a seat that skipped sees that it skipped, and its partner cannot tell', () => {
    const before = teamGame();
    const after = act(before, 2, skip).state;
    expect(playerView(after, 2).swap).toEqual({ pending: [0, 1, 2, 3], offered: null, skipped: true });
    expect(playerView(after, 0)).toEqual(playerView(before, 0));
  });

  it('legal swap actions are one per distinct value in hand, then skip', () => {
    const s = gameWith(TEAMS4, { hands: [[1, 1, 2, 5, 5, 5, 9, 12, 12]] });
    expect(legalActions(s, 0)).toEqual([swap(1), swap(2), swap(5), swap(9), swap(12), skip]);
  });
});
