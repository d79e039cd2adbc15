import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { checkRoom } from '../../net/room-check';
import { tokenRooms } from '../../net/storage';
import { lobbyMessages } from '../../state/i18n';
import { navigate } from '../../state/route';
import './BackToGame.css';

/** At most this many remembered rooms are asked about (old tokens pile up over time). */
const MAX_CHECKS = 6;

/**
 * "Back to your game": a running game this device holds a seat in (its token is stored). Known
 * only after the server answers, so it is pinned to the bottom of the screen (BackToGame.css):
 * appearing late, it moves nothing.
 */
export function BackToGame() {
  const running = useSignal<string | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      for (const id of tokenRooms().slice(-MAX_CHECKS).reverse()) {
        const summary = await checkRoom(id);
        if (!live) return;
        if (summary && summary !== 'missing' && summary.status === 'playing') {
          running.value = id;
          return;
        }
      }
    })();
    return () => {
      live = false;
    };
  }, []);
  const id = running.value;
  if (!id) return null;
  const j = lobbyMessages.value;
  return (
    <section class="panel back-to-game" aria-label={j.backToGameLabel}>
      <p>{j.backToGameText}</p>
      <a
        class="btn accent"
        href={`/g/${id}`}
        onClick={(e) => {
          e.preventDefault();
          navigate(`/g/${id}`);
        }}
      >
        {j.backToGame}
      </a>
    </section>
  );
}
