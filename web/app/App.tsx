import { useEffect } from 'preact/hooks';
import { embedded, route } from '../state/route';
import { Notices } from './Notices';
import {
  EmbedBar,
  EmbedNew,
  GoneScreen,
  Home,
  Learn,
  LocalPlay,
  LocalRoom,
  prefetchNext,
  ReplayScreen,
  RoomScreen,
} from './screens';

/** Picks the screen for the current route (each a lazy chunk, web/app/screens.ts). */
export function App() {
  const r = route.value;
  useEffect(() => prefetchNext(r), [r.page]);
  return (
    <>
      {r.page === 'room' ? (
        <RoomScreen key={r.id} id={r.id} footer={embedded ? <EmbedBar id={r.id} /> : null} />
      ) : r.page === 'replay' ? (
        <ReplayScreen id={r.id} game={r.game} />
      ) : r.page === 'embed-new' ? (
        <EmbedNew />
      ) : r.page === 'learn' ? (
        <Learn Room={LocalRoom} />
      ) : r.page === 'local' ? (
        <LocalPlay />
      ) : r.page === 'missing' ? (
        <GoneScreen status="missing" id="" />
      ) : (
        <Home />
      )}
      <Notices />
    </>
  );
}
