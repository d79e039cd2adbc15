import type { LobbyMessages } from '../../../shared/i18n';
import { lobbyMessages, messages } from '../../state/i18n';
import { embedded, navigate } from '../../state/route';
import './GoneScreen.css';

export type GoneStatus = 'superseded' | 'outdated' | 'full' | 'missing';

/** Each end's title and sentence, in the page's language. */
function text(j: LobbyMessages, s: GoneStatus): [string, string] {
  switch (s) {
    case 'superseded':
      return [j.goneSupersededTitle, j.goneSupersededBody];
    case 'outdated':
      return [j.goneOutdatedTitle, j.goneOutdatedBody];
    case 'full':
      return [j.goneFullTitle, j.goneFullBody];
    case 'missing':
      return [j.goneMissingTitle, j.goneMissingBody];
  }
}

/** A screen that ends the visit to a room: nothing to retry, one clear way on. */
export function GoneScreen({ status: s, id }: { status: GoneStatus; id: string }) {
  // A frame stays on /embed/ pages: the others may not be framed by another site.
  const here = embedded ? `/embed/${id}${location.search}` : `/g/${id}`;
  const fresh = embedded ? `/embed/new${location.search}` : '/';
  const t = messages.value;
  const j = lobbyMessages.value;
  const [title, body] = text(j, s);
  return (
    <main class={`page narrow final ${s}`}>
      <div class="panel" role="alert">
        <h1>{title}</h1>
        <p>{body}</p>
        {s === 'missing' && id && <p class="hint">{j.roomNotFound(id)}</p>}
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
            {j.createNewGame}
          </a>
        ) : (
          <button type="button" class="btn primary" onClick={() => location.assign(here)}>
            {s === 'superseded' ? j.playHere : t.reload}
          </button>
        )}
      </div>
    </main>
  );
}
