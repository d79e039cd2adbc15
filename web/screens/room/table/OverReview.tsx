import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { ROOM_ID_PATTERN } from '../../../../shared/protocol/http';
import type { GameList, GameRecord } from '../../../../shared/protocol/record';
import { readRecord, replay } from '../../../../shared/record/replay';
import { type GameSummary as Summary, summarize } from '../../../../shared/record/summary';
import { finishedGames } from '../../../local/finished';
import { fetchRecord, recordFileName, saveRecord } from '../../../net/records';
import { fetchGames } from '../../../net/records-list';
import { loadReplayText, messages, replayText } from '../../../state/i18n';
import { GameSummary } from '../../../ui/GameSummary';
import { reasonText, recordName, replayPath } from '../../../ui/record-text';
import './OverReview.css';

/** What the game over learnt from the game's record: its summary, and the room's finished games. */
interface Review {
  record: GameRecord;
  summary: Summary;
  games: GameList['games'];
}

/** The review of a record (as JSON): read and replayed as the replay page does; null if it does not replay. */
function reviewOf(json: unknown, games: GameList['games']): Review | null {
  const read = readRecord(json);
  const replayed = read.ok ? replay(read.value) : null;
  return replayed?.ok ? { record: replayed.value.record, summary: summarize(replayed.value), games } : null;
}

/**
 * Under the result: the game's summary (computed from its record, as the replay page computes it,
 * so both show the same numbers), a link to watch the replay, Save (the `.trio.json` file), and
 * the room's earlier games, each a link to its replay. The replays open in a new tab, so that the
 * table (a seat, the rematch) stays where it is; each link's name says so, and so does a hint. Its own chunk
 * (with the engine), fetched when a game ends; nothing shows until the record has arrived.
 * A game at the local table (web/local: `/play`, offline too) has no room: its record comes from
 * the table's Web Worker at the game's end (`finishedGames`), and it is saved, then watched from
 * the replay page's Open a file (`/replay`, in a new tab).
 */
function OverReview({ id, game }: { id: string; game: number }) {
  const t = messages.value;
  const r = replayText.value;
  const review = useSignal<Review | null>(null);
  const local = !ROOM_ID_PATTERN.test(id);
  const kept = local ? finishedGames.value.find((g) => g.game === game)?.record : undefined;
  useEffect(() => {
    // The local table's record, once its worker has handed it over: no server to ask.
    if (local) {
      review.value = kept ? reviewOf(kept, []) : null;
      return;
    }
    let live = true;
    // A dropped answer is asked again: the summary is worth a few seconds' wait.
    void Promise.all([fetchRecord(id, game), fetchGames(id)]).then(([answer, games]) => {
      if (live && answer.ok) review.value = reviewOf(answer.json, games);
    });
    return () => {
      live = false;
    };
  }, [id, game, local, kept]);
  const shown = review.value;
  if (!shown) return null;
  const { record, summary, games } = shown;
  const names = record.seats.map((_, seat) => recordName(t, record.seats, seat));
  const earlier = games.filter((g) => g.game !== game);
  const save = (
    <button
      type="button"
      class={local ? 'btn primary over-save' : 'btn ghost over-save'}
      title={r.saveTitle}
      onClick={() => saveRecord(record, recordFileName(id, game))}
    >
      {r.save}
    </button>
  );
  return (
    <div class="over-review">
      <GameSummary summary={summary} names={names} text={r} />
      <div class="over-actions">
        {/* A room's game: watch it first. A local game has no replay page: save it first. */}
        {local && save}
        <a
          class={local ? 'btn ghost' : 'btn primary'}
          href={local ? '/replay' : replayPath(id, game)}
          target="_blank"
          rel="noopener"
          aria-label={r.newTab(local ? r.openTitle : r.watchReplay)}
        >
          {local ? r.openTitle : r.watchReplay}
        </a>
        {!local && save}
      </div>
      <p class="hint over-new-tab">{local ? r.localSaveHint : r.newTabHint}</p>
      {earlier.length > 0 && (
        <nav class="over-games" aria-labelledby="over-games-title">
          <h3 id="over-games-title">{r.roomGames}</h3>
          <ol>
            {earlier.map((g) => {
              const text = r.gameWon({
                n: g.game,
                names: t.list(g.winner.seats.map((s) => recordName(t, g.seats, s))),
                reason: reasonText(t, g.winner.reason),
              });
              return (
                <li key={g.game}>
                  <a href={replayPath(id, g.game)} target="_blank" rel="noopener" aria-label={r.newTab(text)}>
                    {text}
                  </a>
                </li>
              );
            })}
          </ol>
        </nav>
      )}
    </div>
  );
}

/** The part, once its words (shared/i18n/replay) have arrived. */
export const ready = loadReplayText().then(() => OverReview);
