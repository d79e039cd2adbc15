import { lazy } from '../../ui/lazy';

/**
 * The room's top bar, a chunk of its own: a full page fetches it in its first wave (load-plan.ts)
 * and before its first paint; the name question shows it too. A frame has none.
 */
export const RoomBar = lazy(() => import('./RoomBar').then((m) => m.RoomBar));
