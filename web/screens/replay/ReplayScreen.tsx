import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { ErrorMessages } from '../../../shared/i18n';
import type { ReplayMessages } from '../../../shared/i18n/replay';
import { fetchRecord, type RecordAnswer, recordFileName } from '../../net/records';
import { errorMessages } from '../../state/i18n';
import { loadReplayText, replayText } from '../../state/replay-text';
import { embedded, navigate } from '../../state/route';
import { lazy } from '../../ui/lazy';
import { OpenFile } from './OpenFile';
import type { RecordSource } from './Viewer';
import './ReplayScreen.css';

// The engine, the record's schema and the player: a chunk of its own, fetched at once, while the
// record itself is on its way (the page's first load stays small).
const Viewer = lazy(() => import('./Viewer').then((m) => m.Viewer));

/** A code the error catalog has a sentence for (every code the server sends has one). */
const known = (errors: ErrorMessages, code: string): code is keyof ErrorMessages =>
  Object.hasOwn(errors, code);

/** The server's refusal as a sentence: its code's (the error catalog), or "unreachable". */
async function refusalText(answer: Exclude<RecordAnswer, { ok: true }>, r: ReplayMessages): Promise<string> {
  const errors = answer.code === null ? null : await errorMessages().catch(() => null);
  return errors && answer.code !== null && known(errors, answer.code) ? errors[answer.code] : r.unreachable;
}

/**
 * The replay page: a finished game of room `id` (`/g/:id/replay/:game`), or a saved game the
 * player opens from a file (`/replay`, and from any replay page). Whatever the source, the record
 * replays through `shared/engine` in the browser (`Viewer`); nothing but the room's record is
 * asked of the server, and a file is never sent anywhere. A chunk of its own (web/app/screens.ts).
 */
function ReplayScreen({ id, game }: { id: string | null; game: number | null }) {
  const r = replayText.value;
  const source = useSignal<RecordSource | null>(null);
  const problem = useSignal<string | null>(null);
  const loading = useSignal(id !== null && game !== null);
  const count = useSignal(0);

  const show = (content: unknown, name: string, fromRoom: boolean) => {
    count.value++;
    problem.value = null;
    source.value = { content, name, roomId: fromRoom ? id : null, n: count.value };
  };

  useEffect(() => {
    void Viewer.load();
    // Another game of the room (its list links them): this page starts again.
    source.value = null;
    problem.value = null;
    if (id === null || game === null) return;
    loading.value = true;
    let live = true;
    void fetchRecord(id, game).then((answer) => {
      if (!live) return;
      loading.value = false;
      if (answer.ok) show(answer.json, recordFileName(id, game), true);
      else
        void refusalText(answer, replayText.value).then((sentence) => {
          if (live) problem.value = sentence;
        });
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
            Trio
          </a>
        )}
        <h1>
          {r.replay}
          {current && (
            <small> · {current.roomId !== null && game !== null ? r.gameNumber(game) : r.savedGame}</small>
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
            {r.backToRoom}
          </a>
        )}
      </header>
      {problem.value && (
        <p class="panel replay-problem" role="alert">
          {problem.value}
        </p>
      )}
      {loading.value && <p class="panel waiting">{r.loading}</p>}
      {current && <Viewer key={current.n} source={current} />}
      {!loading.value && (
        <OpenFile again={current !== null} onOpen={(name, content) => show(content, name, false)} />
      )}
    </main>
  );
}

/** The screen, once its words (shared/i18n/replay, in the page's language) have arrived. */
export const screen = loadReplayText().then(() => ReplayScreen);
