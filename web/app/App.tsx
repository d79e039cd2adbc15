import { EmbedNew } from '../embed/EmbedNew';
import { Home } from '../home/Home';
import { FinalScreen } from '../lobby/FinalScreen';
import { RoomScreen } from '../lobby/RoomScreen';
import { Notices } from './Notices';
import { route } from './route';

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
        <FinalScreen status="missing" id="" />
      ) : (
        <Home />
      )}
      <Notices />
    </>
  );
}
