import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { type FetchProblem, fetchRecord, recordFileName } from '../../net/records';
import { embedded, navigate } from '../../state/route';
import { lazy } from '../../ui/lazy';
import { OpenFile } from './OpenFile';
import { text } from './text';
import type { RecordSource } from './Viewer';
import './ReplayScreen.css';

// The engine, the record's schema and the player: a chunk of its own, fetched at once, while the
// record itself is on its way (the page's first load stays small).
const Viewer = lazy(() => import('./Viewer').then((m) => m.Viewer));

/** The sentence for a problem with the server's answer, in the page's language. */
function problemText(problem: FetchProblem): string {
  switch (problem.kind) {
    case 'running':
      return text.running;
    case 'not_found':
      return text.notFound;
    case 'room_missing':
      return text.roomMissing;
    case 'unreachable':
      return text.unreachable;
  }
}

/**
 * The replay page: a finished game of room `id` (`/g/:id/replay/:game`), or a saved game the
 * player opens from a file (`/replay`, and from any replay page). Whatever the source, the record
 * replays through `shared/engine` in the browser (`Viewer`); nothing but the room's record is
 * asked of the server, and a file is never sent anywhere. A chunk of its own (web/app/screens.ts).
 */
export function ReplayScreen({ id, game }: { id: string | null; game: number | null }) {
  const source = useSignal<RecordSource | null>(null);
  const problem = useSignal<FetchProblem | null>(null);
  const loading = useSignal(id !== null && game !== null);
  const count = useSignal(0);

  const show = (content: unknown, name: string, fromRoom: boolean) => {
    count.value++;
    problem.value = null;
    source.value = { content, name, roomId: fromRoom ? id : null, n: count.value };
  };

  useEffect(() => {
    void Viewer.load();
    if (id === null || game === null) return;
    let live = true;
    void fetchRecord(id, game).then((answer) => {
      if (!live) return;
      loading.value = false;
      if (answer.ok) show(answer.json, recordFileName(id, game), true);
      else problem.value = answer.problem;
    });
    return () => {
      live = false;
    };
  }, [id, game]);

  const current = source.value;
  const room = id === null ? null : `/${embedded ? 'embed' : 'g'}/${id}`;
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
            {text.home}
          </a>
        )}
        <h1>
          {text.replay}
          {current && (
            <small>
              {' '}
              · {current.roomId !== null && game !== null ? text.gameNumber(game) : text.savedGame}
            </small>
          )}
        </h1>
        {room !== null && (
          <a
            class="btn small ghost"
            href={room}
            onClick={(e) => {
              e.preventDefault();
              navigate(room);
            }}
          >
            {text.backToRoom}
          </a>
        )}
      </header>
      {problem.value && (
        <p class="panel replay-problem" role="alert">
          {problemText(problem.value)}
        </p>
      )}
      {loading.value && <p class="panel waiting">{text.loading}</p>}
      {current && <Viewer key={current.n} source={current} />}
      {!loading.value && (
        <OpenFile again={current !== null} onOpen={(name, content) => show(content, name, false)} />
      )}
    </main>
  );
}
