import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createGame, type GameState, playerView } from '../../shared/engine';
import { GameEventSchema, PlayerViewSchema } from '../../shared/protocol';
import { ALL_CONFIGS, gameWith, SIMPLE3, TEAMS4 } from '../fixtures/deals';
import { act, center, highest, lowest, reveals, swap } from '../fixtures/play';

const VIEW_KEYS = [
  'config',
  'viewer',
  'phase',
  'turn',
  'hand',
  'handSizes',
  'center',
  'revealed',
  'trios',
  'teams',
  'swap',
  'lastTurn',
  'winner',
  'final',
];

const game = (): GameState =>
  gameWith(SIMPLE3, {
    hands: [
      [1, 1, 2, 3, 4, 5, 6, 7, 8],
      [1, 2, 2, 3, 3, 9, 10, 11, 12],
    ],
    center: [8, 12, 9, 9, 10, 10, 11, 11, 12],
  });

describe('playerView (docs/design.md, PlayerView)', () => {
  it('has exactly the contract’s fields, in order, and never the seed or the PRNG state', () => {
    const s = createGame(SIMPLE3, { seed: 'secret-seed-value' });
    for (const viewer of [0, 1, 2, null]) {
      const view = playerView(s, viewer);
      expect(Object.keys(view)).toEqual(VIEW_KEYS);
      const json = JSON.stringify(view);
      expect(json).not.toContain('secret-seed-value');
      expect(json).not.toContain('rng');
      expect(json).not.toContain(String(s.rng[0]));
    }
  });

  it('shows a seat its own hand, ascending, and only the sizes of the others', () => {
    const s = game();
    const view = playerView(s, 1);
    expect(view.viewer).toBe(1);
    expect(view.hand).toEqual([1, 2, 2, 3, 3, 9, 10, 11, 12]);
    expect(view.handSizes).toEqual([9, 9, 9]);
    expect(JSON.stringify(view)).not.toContain(JSON.stringify(s.hands[0]));
  });

  it('shows a spectator no hand at all', () => {
    const view = playerView(game(), null);
    expect(view.viewer).toBeNull();
    expect(view.hand).toBeNull();
  });

  it('treats a viewer that is not a seat of the game as a spectator', () => {
    for (const viewer of [-1, 3, 1.5]) expect(playerView(game(), viewer)).toEqual(playerView(game(), null));
  });

  it('shows center slots face down, face up this turn with their value, or empty after a trio', () => {
    const start = game();
    expect(playerView(start, 0).center).toEqual(new Array(9).fill('face_down'));
    const mid = act(start, 0, center(3)).state;
    expect(playerView(mid, 2).center).toEqual([
      'face_down',
      'face_down',
      'face_down',
      9,
      ...new Array(5).fill('face_down'),
    ]);
    const trio = reveals(start, center(1), highest(1), center(8)).state;
    expect(playerView(trio, 2).center).toEqual([
      'face_down',
      'empty',
      ...new Array(6).fill('face_down'),
      'empty',
    ]);
  });

  it('lists this turn’s reveals in order and leaves revealed hand cards out of the hand sizes', () => {
    const s = reveals(game(), lowest(0), lowest(1)).state;
    const partial = act(game(), 0, lowest(1)).state;
    expect(playerView(partial, 1).hand).toEqual([2, 2, 3, 3, 9, 10, 11, 12]);
    expect(playerView(partial, 0).handSizes).toEqual([9, 8, 9]);
    expect(playerView(partial, 0).revealed).toEqual([
      { target: { kind: 'hand', seat: 1, end: 'lowest' }, value: 1 },
    ]);
    expect(playerView(s, 0).revealed).toEqual([
      { target: { kind: 'hand', seat: 0, end: 'lowest' }, value: 1 },
      { target: { kind: 'hand', seat: 1, end: 'lowest' }, value: 1 },
    ]);
  });

  it('shows trios, teams and the winner', () => {
    const won = reveals(gameWith(SIMPLE3, { center: [7, 7, 7] }), center(0), center(1), center(2)).state;
    const view = playerView(won, 2);
    expect(view.trios).toEqual([[7], [], []]);
    expect(view.teams).toBeNull();
    expect(view.phase).toBe('over');
    expect(view.winner).toEqual({ seats: [0], reason: 'trio_of_sevens' });
    expect(playerView(createGame(TEAMS4, { seed: 't' }), 0).teams).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });

  it('shows every hand and center card to every viewer once the game is over, and none of them before', () => {
    const start = gameWith(SIMPLE3, { center: [7, 7, 7] });
    for (const viewer of [0, 1, 2, null]) expect(playerView(start, viewer).final).toBeNull();
    const mid = reveals(start, center(0), center(1)).state;
    for (const viewer of [0, 1, 2, null]) expect(playerView(mid, viewer).final).toBeNull();
    const won = act(mid, 0, center(2)).state;
    expect(won.phase).toBe('over');
    const final = {
      hands: won.hands,
      center: won.center.map((value) => value ?? 'empty'),
    };
    expect(final.center.slice(0, 3)).toEqual(['empty', 'empty', 'empty']);
    expect(final.center.slice(3).every((value) => typeof value === 'number')).toBe(true);
    for (const viewer of [0, 1, 2, null]) expect(playerView(won, viewer).final).toEqual(final);
    // Fresh arrays: changing the view changes nothing in the game.
    const before = JSON.stringify(won.hands);
    playerView(won, 1).final!.hands[0]!.push(12);
    expect(JSON.stringify(won.hands)).toBe(before);
  });

  it('is built from fresh objects: changing a view cannot change the game', () => {
    const s = act(reveals(game(), center(1), center(2)).state, 1, center(2)).state;
    const snapshot = JSON.stringify(s);
    const view = playerView(s, 0);
    expect(view.revealed).toHaveLength(1);
    expect(view.lastTurn).not.toBeNull();
    view.hand!.push(12);
    view.config.players = 6;
    view.trios[0]!.push(1);
    view.revealed[0]!.value = 1;
    (view.revealed[0]!.target as { slot: number }).slot = 7;
    view.lastTurn!.revealed.length = 0;
    view.lastTurn!.seat = 2;
    expect(JSON.stringify(s)).toBe(snapshot);
    const won = reveals(gameWith(SIMPLE3, { center: [7, 7, 7] }), center(0), center(1), center(2)).state;
    const wonSnapshot = JSON.stringify(won);
    const wonView = playerView(won, 0);
    wonView.winner!.seats.push(2);
    wonView.lastTurn!.revealed[0]!.target = { kind: 'hand', seat: 1, end: 'lowest' };
    expect(JSON.stringify(won)).toBe(wonSnapshot);
    const team = createGame(TEAMS4, { seed: 't' });
    const teamSnapshot = JSON.stringify(team);
    playerView(team, 0).teams![0]!.push(5);
    playerView(team, 0).swap!.pending.push(9);
    expect(JSON.stringify(team)).toBe(teamSnapshot);
  });

  it('passes the protocol’s PlayerView schema for every configuration and viewer', () => {
    for (const config of ALL_CONFIGS) {
      const s = createGame(config, { seed: 'schema' });
      for (const viewer of [null, ...Array.from({ length: config.players }, (_, i) => i)]) {
        expect(v.safeParse(PlayerViewSchema, playerView(s, viewer)).success).toBe(true);
      }
    }
    const teamGame = createGame(TEAMS4, { seed: 'schema' });
    const offered = act(teamGame, 0, swap(teamGame.hands[0]![0]!)).state;
    expect(playerView(offered, 0).swap?.offered).toBe(teamGame.hands[0]![0]);
    expect(v.safeParse(PlayerViewSchema, playerView(offered, 0)).success).toBe(true);
    const r = reveals(game(), center(1), highest(1), center(8));
    for (const e of r.events) expect(v.safeParse(GameEventSchema, e).success).toBe(true);
  });
});
