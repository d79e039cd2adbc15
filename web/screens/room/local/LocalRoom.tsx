import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { type LocalGame, LocalSocket } from '../../../local/LocalSocket';
import { localGame } from '../../../local/play-options';
import { connect } from '../../../net/connection';
import { learnMessages, messages } from '../../../state/i18n';
import { playerName, validName } from '../../../state/name';
import { game, room } from '../../../state/room';
// The room page's own top bar (its chunk: bar-part.ts), not a new one.
import { RoomBar } from '../bar-part';
import { closedFor } from '../game/result';
import { leaveRoom, startSession } from '../session';
import { Table } from '../table/Table';
import '../RoomScreen.css';
import './LocalRoom.css';

startSession();

interface Props {
  /** The connection's name for this table (never a room's id: `local`, `learn`). */
  id: string;
  game: LocalGame;
  /** Above the table: what kind of game this is (the offline notice), or the lesson's guide. */
  banner: ComponentChildren;
  /** False: the game over's dialog stays put away (the lesson shows its own end). */
  result?: boolean;
}

/**
 * A game at the local table (web/local: the engine and the computers in a Web Worker): the room
 * page's own top bar and table, driven through the same connection code as a room's socket.
 */
export function LocalRoom({ id, game: options, banner, result = true }: Props) {
  useEffect(() => {
    const name = validName(playerName.value) ?? messages.value.you;
    connect(id, name, () => new LocalSocket(options));
    return () => leaveRoom();
  }, [id]);
  const number = game.value?.game ?? null;
  const over = game.value?.view.phase === 'over';
  useEffect(() => {
    if (!result && over && number !== null) closedFor.value = number;
  }, [result, over, number]);
  return (
    <main class="page room local-room">
      <RoomBar />
      {banner}
      {room.value && game.value ? <Table /> : null}
    </main>
  );
}

/** `/play`: Play now against the computer at the local table, with the query's settings; offline too. */
export function LocalPlay() {
  // Read once: the game keeps its settings (a rematch deals the same table again).
  const [options] = useState(() => localGame(location.search));
  return (
    <LocalRoom
      id="local"
      game={options}
      banner={<p class="local-banner">{learnMessages.value.offlineGame}</p>}
    />
  );
}
