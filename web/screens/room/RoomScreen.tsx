import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { connect } from '../../net/connection';
import { checkRoom, type RoomSummary } from '../../net/room-check';
import { game, room, status } from '../../net/store';
import { playerName, validName } from '../../state/name';
import { embedded } from '../../state/route';
import { EmbedBar } from '../embed/EmbedBar';
import { GoneScreen } from './GoneScreen';
import { Lobby } from './lobby/Lobby';
import { NameGate } from './lobby/NameGate';
import { RoomBar } from './RoomBar';
import { leaveRoom } from './session';
import { Table } from './table/Table';

/**
 * A room's page: checks the room exists, asks for a name if needed, holds the connection open,
 * shows lobby or table.
 */
export function RoomScreen({ id }: { id: string }) {
  const name = validName(playerName.value);
  const ready = name !== null;
  // undefined: still asking; null: the server's answer said nothing sure (join anyway).
  const summary = useSignal<RoomSummary | 'missing' | null | undefined>(undefined);
  const known = summary.value;
  const missing = known === 'missing';
  const s = status.value;

  useEffect(() => {
    let live = true;
    void checkRoom(id).then((r) => {
      if (live) summary.value = r;
    });
    return () => {
      live = false;
    };
  }, [id]);

  useEffect(() => {
    if (!ready || !name || missing) return;
    connect(id, name);
    return () => leaveRoom();
    // The name is read once when joining; renaming later goes through `rename`.
  }, [id, ready, missing]);

  // A socket refused before it opened retries forever: ask over HTTP whether the room exists.
  useEffect(() => {
    if (s !== 'reconnecting' && s !== 'gone') return;
    let live = true;
    void checkRoom(id).then((r) => {
      if (live && (r === 'missing' || s === 'gone')) summary.value = 'missing';
    });
    return () => {
      live = false;
    };
  }, [s, id]);

  // The table opens at the top: a host who scrolled down the lobby to start would otherwise land
  // below the turn banner and the first row of opponents (a 5–6 player phone table fits the screen).
  const atTable = !!room.value && room.value.status !== 'lobby' && !!game.value;
  useEffect(() => {
    if (atTable) window.scrollTo(0, 0);
  }, [atTable]);

  if (missing || s === 'gone') return <GoneScreen status="missing" id={id} />;
  if (s === 'superseded' || s === 'outdated' || s === 'full') return <GoneScreen status={s} id={id} />;
  if (!ready) {
    if (known === undefined)
      return (
        <main class="page narrow">
          <p class="panel waiting">Looking for the game…</p>
        </main>
      );
    return <NameGate summary={known} />;
  }
  const r = room.value;
  const body = !r ? (
    <div class="panel waiting">
      <p>Connecting to the table…</p>
    </div>
  ) : r.status === 'lobby' || !game.value ? (
    <Lobby />
  ) : (
    <Table />
  );
  return (
    <main class="page room">
      {!embedded && <RoomBar />}
      {body}
      {embedded && <EmbedBar id={id} />}
    </main>
  );
}
