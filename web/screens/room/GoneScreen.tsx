import { embedded, navigate } from '../../state/route';
import './GoneScreen.css';

export type GoneStatus = 'superseded' | 'outdated' | 'full' | 'missing';

const TEXT: Record<GoneStatus, [string, string]> = {
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
export function GoneScreen({ status: s, id }: { status: GoneStatus; id: string }) {
  // A frame stays on /embed/ pages: the others may not be framed by another site.
  const here = embedded ? `/embed/${id}${location.search}` : `/g/${id}`;
  const fresh = embedded ? `/embed/new${location.search}` : '/';
  const [title, body] = TEXT[s];
  return (
    <main class={`page narrow final ${s}`}>
      <div class="panel" role="alert">
        <h1>{title}</h1>
        <p>{body}</p>
        {s === 'missing' && id && (
          <p class="hint">
            Room <code>{id}</code> was not found.
          </p>
        )}
        {s === 'missing' || s === 'full' ? (
          <a
            class="btn primary"
            href={fresh}
            onClick={(e) => {
              if (embedded) return;
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
