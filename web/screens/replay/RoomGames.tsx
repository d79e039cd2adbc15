import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { GameList } from '../../../shared/protocol/record';
import { fetchGames } from '../../net/records-list';
import { messages, replayText } from '../../state/i18n';
import { embedded, navigate, route } from '../../state/route';
import { reasonText, recordName } from '../../ui/record-text';

/** The room's finished games ("Game 1 · Ann won · three trios"), each a link to its replay. */
export function RoomGames({ id }: { id: string }) {
  const t = messages.value;
  const r = replayText.value;
  const games = useSignal<GameList['games']>([]);
  useEffect(() => {
    let live = true;
    void fetchGames(id).then((list) => {
      if (live) games.value = list;
    });
    return () => {
      live = false;
    };
  }, [id]);
  if (games.value.length < 2) return null;
  const at = route.value;
  const shown = at.page === 'replay' ? at.game : null;
  return (
    <nav class="panel replay-games" aria-labelledby="replay-games-title">
      <h2 id="replay-games-title">{r.roomGames}</h2>
      <ol>
        {games.value.map((g) => {
          const path = `/${embedded ? 'embed' : 'g'}/${id}/replay/${g.game}`;
          const names = t.list(g.winner.seats.map((s) => recordName(t, g.seats, s)));
          return (
            <li key={g.game}>
              <a
                href={path}
                aria-current={g.game === shown ? 'page' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(path);
                }}
              >
                {r.gameWon({ n: g.game, names, reason: reasonText(t, g.winner.reason) })}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
