import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { connect } from '../../net/connection';
import { loadErrorText } from '../../net/explain';
import { adoptSeatFromFragment } from '../../net/rejoin';
import { checkRoom, type RoomSummary } from '../../net/room-check';
import { game, room, status } from '../../net/store';
import { loadJoin, messages } from '../../state/i18n';
import { playerName, validName } from '../../state/name';
import { embedded } from '../../state/route';
import { lazy, prefetch } from '../../ui/lazy';
import { leaveRoom, startSession } from './session';
import { loadTeamParts, Table } from './table/Table';
import './RoomScreen.css';

// Chunks of their own: a player seated at a running table needs none of them (nor their words,
// shared/i18n/join, fetched with them).
const GoneScreen = lazy(() => Promise.all([import('./GoneScreen'), loadJoin()]).then(([m]) => m.GoneScreen));
const RoomBar = lazy(() => import('./full-page').then((m) => m.RoomBar));
const Lobby = lazy(() => Promise.all([import('./lobby/Lobby'), loadJoin()]).then(([m]) => m.Lobby));
const NameGate = lazy(() => Promise.all([import('./lobby/NameGate'), loadJoin()]).then(([m]) => m.NameGate));

/** What a room page's first paint needs besides this chunk: the top bar (a frame has none). */
export function loadRoomParts(): Promise<void> {
  return embedded ? Promise.resolve() : RoomBar.load();
}

// The log, the mismatch hold and the rest follow the socket from the moment this screen exists.
startSession();

/**
 * A room's page: checks the room exists, asks for a name if needed, holds the connection open,
 * shows lobby or table. `footer`: what the page shows under it (the embed's bar in a frame).
 */
export function RoomScreen({ id, footer }: { id: string; footer: ComponentChildren }) {
  const name = validName(playerName.value);
  const ready = name !== null;
  // undefined: still asking; null: the server's answer said nothing sure (join anyway).
  const summary = useSignal<RoomSummary | 'missing' | null | undefined>(undefined);
  const known = summary.value;
  const missing = known === 'missing';
  const s = status.value;

  // A seat carried over from the embed (`#seat=…`): kept for this room before anything joins.
  useEffect(() => adoptSeatFromFragment(id), [id]);
  useEffect(() => prefetch({ load: loadErrorText }), []);

  useEffect(() => {
    let live = true;
    // Asked for now, fetched while the server answers: a visitor without a name sees the gate.
    if (!ready) void NameGate.load();
    void checkRoom(id).then((r) => {
      if (!live) return;
      summary.value = r;
      // A room in its lobby (or one that said nothing sure) shows the lobby once joined.
      // (A room never goes back to its lobby: a table does not need it.)
      if (r === null || (r !== 'missing' && r.status === 'lobby')) void Lobby.load();
      if (r !== null && r !== 'missing' && r.config.teams) void loadTeamParts();
    });
    return () => {
      live = false;
    };
  }, [id]);

  // A lobby whose host switches to teams: the swap panel is there before the deal.
  const teams = room.value?.config.teams === true;
  useEffect(() => {
    if (teams) void loadTeamParts();
  }, [teams]);

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
          <p class="panel waiting">{messages.value.lookingForGame}</p>
        </main>
      );
    return <NameGate summary={known} />;
  }
  const r = room.value;
  const body = !r ? (
    <div class="panel waiting">
      <p>{messages.value.connectingTable}</p>
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
      {footer}
    </main>
  );
}
