/**
 * The Trio rules engine: pure functions over plain, JSON-serialisable, immutable data
 * (docs/design.md, The engine). Illegal moves are values, not throws.
 */
export { applyAction } from './apply';
export { isConnected } from './connected';
export { legalActions } from './legal';
export {
  isTurnOf,
  mustAct,
  partnerOf,
  seatsToAct,
  type TableShape,
  teamIndex,
  teamOf,
} from './queries';
export { createGame, type Deal, type GameSetup, SETUP_TABLE, teamsFor } from './setup';
export * from './types';
export { playerView, type ViewContext, visibleLog } from './view';
