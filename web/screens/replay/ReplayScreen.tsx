import { useSignal } from '@preact/signals';
import { loadReplayText, replayText } from '../../state/i18n';
import { embedded, navigate } from '../../state/route';
import { lazy } from '../../ui/lazy';
import { OpenFile } from './OpenFile';
import type { RecordSource } from './Viewer';
import './ReplayScreen.css';

// Fetching, reading and replaying the record (the engine, the schemas) and the player: a chunk of
// its own, fetched at once, so the page's first load stays small.
const Viewer = lazy(() => import('./Viewer').then((m) => m.Viewer));

/**
 * The replay page: a finished game of room `id` (`/g/:id/replay/:game`), or a saved game the
 * player opens from a file (`/replay`, and from any replay page). Whatever the source, the record
 * replays through `shared/engine` in the browser (`Viewer`); nothing but the room's record is
 * asked of the server, and a file is never sent anywhere. A chunk of its own (web/app/screens.ts).
 */
function ReplayScreen({ id, game }: { id?: string | undefined; game?: number | undefined }) {
  const r = replayText.value;
  // A file the player opened (it replaces the room's game on this page), counted to tell them apart.
  const file = useSignal<{ name: string; text: string; n: number } | null>(null);
  const source: RecordSource | null = file.value
    ? { kind: 'file', ...file.value }
    : id && game
      ? { kind: 'room', id, game, n: 0 }
      : null;
  const room = id ? `/${embedded ? 'embed' : 'g'}/${id}` : null;
  return (
    <main class="page replay-page">
      <header class="replay-head">
        {!embedded && (
          <a
            href="/"
            class="brand"
            onClick={(e) => {
              e.preventDefault();
              navigate('/');
            }}
          >
            Trio
          </a>
        )}
        <h1>
          {r.replay}
          {source && <small> · {source.kind === 'room' ? r.gameNumber(source.game) : r.savedGame}</small>}
        </h1>
        {room && (
          <a
            class="btn small ghost"
            href={room}
            onClick={(e) => {
              e.preventDefault();
              navigate(room);
            }}
          >
            {r.backToRoom}
          </a>
        )}
      </header>
      {source ? <Viewer key={`${source.kind}${source.n}${game}`} source={source} /> : null}
      <OpenFile
        again={source !== null}
        onOpen={(name, text) => (file.value = { name, text, n: (file.value?.n ?? 0) + 1 })}
      />
    </main>
  );
}

/** The screen, once its words (shared/i18n/replay, in the page's language) have arrived. */
export const screen = loadReplayText().then(() => ReplayScreen);
