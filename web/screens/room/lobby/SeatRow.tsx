import { useSignal } from '@preact/signals';
import type { BotLevel, SeatInfo } from '../../../../shared/protocol/messages';
import { addBot, clearSeat, removeBot, sit, stand } from '../../../net/intents';
import { LEVEL_OPTIONS } from '../../../ui/options';
import '../tags.css';
import './SeatRow.css';

interface Props {
  seat: number;
  info: SeatInfo;
  mine: boolean;
  seated: boolean;
  host: boolean;
  isHostSeat: boolean;
  team: string | null;
}

/** One seat in the lobby: who sits there, and what you (or the host) can do with it. */
export function SeatRow({ seat, info, mine, seated, host, isHostSeat, team }: Props) {
  const level = useSignal<BotLevel>('normal');
  const empty = !info.player && !info.bot;
  const who = info.bot ? `${info.name ?? 'Bot'}` : (info.name ?? 'Empty seat');
  return (
    <li class={`seat-row${empty ? ' empty' : ''}${mine ? ' mine' : ''}`}>
      <span class="seat-no" aria-hidden="true">
        {seat + 1}
      </span>
      <span class="seat-who">
        <span class="seat-name">{who}</span>
        <span class="tags">
          {mine && <span class="tag you">you</span>}
          {isHostSeat && <span class="tag">host</span>}
          {info.bot && <span class="tag bot">bot · {info.bot}</span>}
          {team && <span class={`tag team ${team.slice(-1).toLowerCase()}`}>{team}</span>}
          {!empty && !info.bot && !info.connected && <span class="tag away">away</span>}
        </span>
      </span>
      <span class="seat-actions">
        {empty && !seated && (
          <button
            type="button"
            class="btn primary small"
            onClick={() => sit(seat)}
            aria-label={`Sit in seat ${seat + 1}`}
          >
            Sit here
          </button>
        )}
        {empty && host && (
          <span class="bot-add">
            <select
              aria-label={`Bot level for seat ${seat + 1}`}
              value={level.value}
              onChange={(e) => {
                const v = LEVEL_OPTIONS.find((o) => o.value === e.currentTarget.value);
                if (v) level.value = v.value;
              }}
            >
              {LEVEL_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <button
              type="button"
              class="btn small"
              onClick={() => addBot(seat, level.value)}
              aria-label={`Add a bot in seat ${seat + 1}`}
            >
              + Bot
            </button>
          </span>
        )}
        {mine && (
          <button type="button" class="btn small ghost" onClick={stand}>
            Leave seat
          </button>
        )}
        {host && info.player && !info.connected && !mine && (
          <button
            type="button"
            class="btn small ghost"
            onClick={() => clearSeat(seat)}
            aria-label={`Free ${info.name ?? `seat ${seat + 1}`}'s seat`}
          >
            Free seat
          </button>
        )}
        {info.bot && host && (
          <button
            type="button"
            class="btn small ghost"
            onClick={() => removeBot(seat)}
            aria-label={`Remove the bot in seat ${seat + 1}`}
          >
            Remove
          </button>
        )}
      </span>
    </li>
  );
}
