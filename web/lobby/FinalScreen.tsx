import { navigate } from '../app/route';
import { keptQuery } from '../embed/params';

export type FinalStatus = 'superseded' | 'outdated' | 'full' | 'missing';

const TEXT: Record<FinalStatus, [string, string]> = {
  superseded: [
    'Open in another tab',
    'This game is open in another tab or window. Use it there, or play here instead.',
  ],
  outdated: ['Trio was updated', 'A new version of the game is available. Reload the page to keep playing.'],
  full: ['This room is full', 'Every seat and every place to watch is taken. Start a game of your own!'],
  missing: [
    "This game doesn't exist",
    'The link may be mistyped, or the game has ended and was cleaned up. Start a new one and share its link.',
  ],
};

/** A screen that ends the visit to a room: nothing to retry, one clear way on. */
export function FinalScreen({ status: s, id, embed }: { status: FinalStatus; id: string; embed: boolean }) {
  // A frame stays on /embed/ pages: the others may not be framed by another site.
  const here = embed ? `/embed/${id}${keptQuery()}` : `/g/${id}`;
  const fresh = embed ? `/embed/new${keptQuery()}` : '/';
  const [title, body] = TEXT[s];
  return (
    <main class={`page narrow final ${s}`}>
      <div class="panel" role="alert">
        <h1>{title}</h1>
        <p>{body}</p>
        {s === 'missing' && (
          <p class="hint">
            Room <code>{id}</code> was not found.
          </p>
        )}
        {s === 'missing' || s === 'full' ? (
          <a
            class="btn primary"
            href={fresh}
            onClick={(e) => {
              if (embed) return;
              e.preventDefault();
              navigate(fresh);
            }}
          >
            Create a new game
          </a>
        ) : (
          <button type="button" class="btn primary" onClick={() => location.assign(here)}>
            {s === 'superseded' ? 'Play here' : 'Reload'}
          </button>
        )}
      </div>
    </main>
  );
}
