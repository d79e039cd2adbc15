import type { GameState, Phase, PlayerView, Seat } from './types';

/**
 * Small questions about a game that the room, the client and the bots all ask, answered once
 * (docs/rules.md, A turn and Team variant). Pure, and free of any module with side effects, so the
 * client can import this file alone.
 */

/**
 * Anything that tells the table's shape: a `GameConfig`, a room's config, or a `PlayerView` or
 * `GameState` (through its `config`).
 */
export type TableShape =
  | { players: number; teams: boolean }
  | { config: { players: number; teams: boolean } };

function shapeOf(source: TableShape): { players: number; teams: boolean } {
  return 'config' in source ? source.config : source;
}

function isSeatOf(players: number, seat: Seat): boolean {
  return Number.isInteger(seat) && seat >= 0 && seat < players;
}

/**
 * `seat`'s partner, who sits opposite — with 4 players {0,2} {1,3}, with 6 {0,3} {1,4} {2,5} — or
 * null without teams or for a seat not at this table (docs/rules.md, Team variant).
 */
export function partnerOf(source: TableShape, seat: Seat): Seat | null {
  const { players, teams } = shapeOf(source);
  if (!teams || !isSeatOf(players, seat)) return null;
  return (seat + players / 2) % players;
}

/**
 * The seats that pool their trios with `seat`, itself included, ascending: its team (two seats),
 * or `[seat]` alone without teams (or for a seat not at this table).
 */
export function teamOf(source: TableShape, seat: Seat): Seat[] {
  const partner = partnerOf(source, seat);
  if (partner === null) return [seat];
  return partner < seat ? [partner, seat] : [seat, partner];
}

/**
 * Which team `seat` plays in: 0 for the team of seat 0, 1 for seat 1's, …, as listed in
 * `PlayerView.teams` ("Team A", "Team B", …); null without teams or for a seat not at this table.
 */
export function teamIndex(source: TableShape, seat: Seat): number | null {
  const partner = partnerOf(source, seat);
  return partner === null ? null : Math.min(seat, partner);
}

/** Whether it is `seat`'s turn to reveal: phase `play` and `turn` is that seat (null: nobody's). */
export function isTurnOf(game: { phase: Phase; turn: Seat }, seat: Seat | null): boolean {
  return game.phase === 'play' && game.turn === seat;
}

/**
 * Whether `seat` must act now, as far as `game` tells: in phase `play` the seat whose turn it is;
 * in a swap, a seat still deciding. A `GameState` knows every seat's choice. A `PlayerView` lists
 * every seat of a swapping team as pending until its swap resolves (so nobody learns who decided):
 * there only the viewer's own seat is known to have decided. Never after the game is over.
 */
export function mustAct(game: GameState | PlayerView, seat: Seat | null): boolean {
  if (seat === null || game.phase === 'over') return false;
  if (game.phase === 'play') return game.turn === seat;
  // In phase `swap`, both a state's and a view's `swap` are set.
  if ('hands' in game) return game.swap!.choices[seat]?.kind === 'deciding';
  const swap = game.swap!;
  if (!swap.pending.includes(seat)) return false;
  return seat !== game.viewer || (swap.offered === null && !swap.skipped);
}

/** Every seat that `mustAct` now, ascending: one seat in play, the deciding seats in a swap. */
export function seatsToAct(game: GameState | PlayerView): Seat[] {
  const seats: Seat[] = [];
  for (let seat = 0; seat < game.config.players; seat++) if (mustAct(game, seat)) seats.push(seat);
  return seats;
}
