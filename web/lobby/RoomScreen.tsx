import { useEffect } from 'preact/hooks';
import { navigate } from '../app/route';
import { EmbedBar } from '../embed/EmbedBar';
import { keptQuery } from '../embed/params';
import { clearPlan } from '../game/plan';
import { playerName, validName } from '../home/name';
import { connect, disconnect } from '../net/connection';
import { game, room, status } from '../net/store';
import { Table } from '../table/Table';
import { ConnectionBadge } from './ConnectionBadge';
import { Lobby } from './Lobby';
import { NameGate } from './NameGate';

/** A room's page: asks for a name if needed, holds the connection open, shows lobby or table. */
export function RoomScreen({ id, embed }: { id: string; embed: boolean }) {
  const name = validName(playerName.value);
  const ready = name !== null;

  useEffect(() => {
    if (!ready || !name) return;
    connect(id, name);
    return () => {
      clearPlan();
      disconnect();
    };
    // The name is read once when joining; renaming later goes through `rename`.
    // eslint-disable-next-line
  }, [id, ready]);

  if (!ready) return <NameGate />;
  const s = status.value;
  if (s === 'superseded' || s === 'outdated' || s === 'gone' || s === 'full')
    return <Final status={s} id={id} embed={embed} />;
  const r = room.value;
  const body = !r ? (
    <div class="panel waiting">
      <p>Connecting to the table…</p>
    </div>
  ) : r.status === 'lobby' || !game.value ? (
    <Lobby />
  ) : (
    <Table embed={embed} />
  );
  return (
    <main class={embed ? 'page room embed' : 'page room'}>
      {!embed && (
        <header class="topbar">
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
          <ConnectionBadge />
        </header>
      )}
      {body}
      {embed && <EmbedBar id={id} />}
    </main>
  );
}

function Final({
  status: s,
  id,
  embed,
}: {
  status: 'superseded' | 'outdated' | 'gone' | 'full';
  id: string;
  embed: boolean;
}) {
  // A frame stays on /embed/ pages: the others may not be framed by another site.
  const here = embed ? `/embed/${id}${keptQuery()}` : `/g/${id}`;
  const text = {
    superseded: [
      'Open in another tab',
      'This game is open in another tab or window. Use it there, or play here instead.',
    ],
    outdated: [
      'Trio was updated',
      'A new version of the game is available. Reload the page to keep playing.',
    ],
    gone: ['This game is gone', 'The room does not exist any more. Start a new game from the home page.'],
    full: ['This room is full', 'Every seat and every place to watch is taken. Start a game of your own!'],
  }[s];
  return (
    <main class="page narrow">
      <div class="panel" role="alert">
        <h1>{text[0]}</h1>
        <p>{text[1]}</p>
        {s === 'gone' || s === 'full' ? (
          <a class="btn primary" href={embed ? `/embed/new${keptQuery()}` : '/'}>
            New game
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
