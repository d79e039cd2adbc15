import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { connect } from '../../net/connection';
import { loadErrorText } from '../../net/explain';
import { adoptSeatFromFragment } from '../../net/rejoin';
import { checkRoom, firstCheck, type RoomSummary } from '../../net/room-check';
import { loadToken } from '../../net/storage';
import { loadLobby, messages } from '../../state/i18n';
import { playerName, validName } from '../../state/name';
import { game, room, status } from '../../state/room';
import { embedded, route } from '../../state/route';
import { lazy, pageShown, prefetch } from '../../ui/lazy';
import { RoomBar } from './bar-part';
import { leaveRoom, startSession } from './session';
import { loadTeamParts, Table } from './table/Table';
import './RoomScreen.css';

// Chunks of their own (load-plan.ts): a player seated at a running table needs none of them (nor
// their words, shared/i18n/lobby, fetched with them).
const GoneScreen = lazy(() => Promise.all([import('./GoneScreen'), loadLobby()]).then(([m]) => m.GoneScreen));
const Lobby = lazy(() => Promise.all([import('./lobby/Lobby'), loadLobby()]).then(([m]) => m.Lobby));
const NameGate = lazy(() => Promise.all([import('./lobby/NameGate'), loadLobby()]).then(([m]) => m.NameGate));

/**
 * What a room page's first paint needs besides this chunk: the top bar (a frame has none). It
 * comes in the page's first wave (load-plan.ts).
 */
export function loadRoomParts(): Promise<void> {
  return embedded ? Promise.resolve() : RoomBar.load();
}

// The log, the mismatch hold and the rest follow the socket from the moment this screen exists.
startSession();

// A visitor with no seat token here is about to see the lobby (or the name question): its code
// and words are fetched now, while the socket connects, not once the room's first frame has come.
const opened = route.value;
if (opened.page === 'room' && loadToken(opened.id) === null) void Lobby.load();

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

  // A visitor without a name sees the gate, which says who is there: the summary the page's start
  // asked for (web/app/room-start.ts). A visitor with a name needs no summary: the socket's first
  // frames say all it says (and a socket that cannot open asks, below).
  useEffect(() => {
    if (ready) return;
    let live = true;
    void NameGate.load();
    void firstCheck(id).then((r) => {
      if (live) summary.value = r;
    });
    return () => {
      live = false;
    };
  }, [id, ready]);

  // A room in its lobby shows the lobby once joined (a room never goes back to its lobby).
  const inLobby = room.value?.status === 'lobby';
  useEffect(() => {
    if (inLobby) void Lobby.load();
  }, [inLobby]);

  // A team game's swap panel, as soon as the room says teams (a lobby whose host switches to
  // teams too): it is there before the deal.
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

  // Shown: the lobby or table from the room's first frames, or whatever else this page says
  // instead of waiting (the name question, a missing room). Idle parts may come after it.
  const waiting = ready
    ? !room.value && !missing && s !== 'gone' && s !== 'superseded' && s !== 'outdated' && s !== 'full'
    : known === undefined;
  useEffect(() => {
    if (!waiting) requestAnimationFrame(pageShown);
  }, [waiting]);

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
