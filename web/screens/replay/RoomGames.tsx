import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { GameList } from '../../../shared/protocol/record';
import { fetchGames } from '../../net/records';
import { embedded, navigate, route } from '../../state/route';
import { reasonText } from './line-text';
import { text } from './text';

/** The room's finished games ("Game 1 · Ann won · three trios"), each a link to its replay. */
export function RoomGames({ id }: { id: string }) {
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
  const r = route.value;
  const shown = r.page === 'replay' ? r.game : null;
  return (
    <nav class="panel replay-games" aria-labelledby="replay-games-title">
      <h2 id="replay-games-title">{text.roomGames}</h2>
      <ol>
        {games.value.map((g) => {
          const path = `/${embedded ? 'embed' : 'g'}/${id}/replay/${g.game}`;
          const names = text.and(g.winner.seats.map((s) => g.seats[s]?.name ?? ''));
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
                {text.gameWon({ n: g.game, names, reason: reasonText(g.winner.reason) })}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
