import { EmbedNew } from '../screens/embed/EmbedNew';
import { Home } from '../screens/home/Home';
import { GoneScreen } from '../screens/room/GoneScreen';
import { RoomScreen } from '../screens/room/RoomScreen';
import { route } from '../state/route';
import { Notices } from './Notices';

/** Picks the screen for the current route. */
export function App() {
  const r = route.value;
  return (
    <>
      {r.page === 'room' ? (
        <RoomScreen key={r.id} id={r.id} />
      ) : r.page === 'embed-new' ? (
        <EmbedNew />
      ) : r.page === 'missing' ? (
        <GoneScreen status="missing" id="" />
      ) : (
        <Home />
      )}
      <Notices />
    </>
  );
}
