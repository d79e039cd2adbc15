import { useEffect } from 'preact/hooks';
import { sit, start } from '../../../net/lobby-intents';
import { joinMessages } from '../../../state/i18n';
import { isHost, mySeat, room } from '../../../state/room';
import { takeSitAsk } from '../../../state/sit-ask';
import { settingsText, teamLetter } from '../../../ui/settings-text';
import { Life } from '../table/life-part';
import { HostSettings } from './HostSettings';
import { InviteLink } from './InviteLink';
import { NameChange } from './NameChange';
import { SeatRow } from './SeatRow';
import './Lobby.css';

/** Before the game: the invite link, the seats, and the host's settings and start button. */
export function Lobby() {
  const r = room.value;
  const seat = mySeat.value;
  // A newcomer who answered "Join the table" at the door is seated in the first free seat.
  useEffect(() => {
    if (!r || seat !== null || !takeSitAsk(r.id)) return;
    const free = r.seats.findIndex((s) => !s.player && !s.bot);
    if (free >= 0) sit(free);
  }, [r?.id, seat]);
  if (!r) return null;
  const j = joinMessages.value;
  const host = isHost.value;
  const filled = r.seats.filter((s) => s.player || s.bot).length;
  const full = filled === r.seats.length;
  const hostSeat = r.seats.findIndex((s) => s.player !== null && s.player === r.host);
  return (
    <div class="lobby">
      <section class="panel" aria-labelledby="lobby-title">
        <h1 id="lobby-title">{j.waitingForPlayers}</h1>
        <p class="lead">{settingsText(r.config)}</p>
        <InviteLink id={r.id} />
        <NameChange />
      </section>
      <section class="panel" aria-labelledby="seats-title">
        {/* The buttons sit beside the heading, not in it: the heading (and the section it names)
            is "Seats 2/3", not "Seats 2/3 Send a reaction Sounds". */}
        <div class="seats-head">
          <h2 id="seats-title">
            {j.seats}{' '}
            <span class="count">
              {filled}/{r.seats.length}
            </span>
          </h2>
          {/* Reactions in the lobby too (a lazy part; its place kept by Lobby.css). */}
          <Life tools />
        </div>
        <ul class="seats">
          {r.seats.map((info, i) => (
            <SeatRow
              key={i}
              seat={i}
              info={info}
              mine={i === seat}
              seated={seat !== null}
              host={host}
              isHostSeat={i === hostSeat}
              team={teamLetter(r.config, i)}
            />
          ))}
        </ul>
        {seat === null && <p class="hint">{full ? j.tableFullWatching : j.pickSeat}</p>}
        <Life score />
        {r.spectators > 0 && (
          <p class="hint">
            {seat !== null
              ? j.spectators(r.spectators)
              : r.spectators === 1
                ? j.youAloneWatching
                : j.spectatorsWithYou(r.spectators)}
          </p>
        )}
        {host ? (
          <button type="button" class="btn primary wide" disabled={!full} onClick={start}>
            {full ? j.startGame : j.waitingForMore(r.seats.length - filled)}
          </button>
        ) : (
          <p class="waiting-host">{j.waitingForHost}</p>
        )}
      </section>
      {host && <HostSettings />}
    </div>
  );
}
