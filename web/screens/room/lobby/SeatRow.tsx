import { useSignal } from '@preact/signals';
import type { BotLevel, SeatInfo } from '../../../../shared/protocol/messages';
import { addBot, clearSeat, removeBot, sit, stand } from '../../../net/lobby-intents';
import { joinMessages, messages } from '../../../state/i18n';
import { levelName, levelOptions } from '../../../ui/options';
import { Life } from '../table/life-part';
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
  const t = messages.value;
  const j = joinMessages.value;
  const empty = !info.player && !info.bot;
  // A bot's name is the catalog's ("Bot 2"), whatever the server sends.
  const who = info.bot ? t.botName(seat + 1) : (info.name ?? j.emptySeat);
  const levels = levelOptions(j);
  return (
    <li class={`seat-row${empty ? ' empty' : ''}${mine ? ' mine' : ''}`} data-seat={seat}>
      <Life bubble={seat} />
      <span class="seat-no" aria-hidden="true">
        {seat + 1}
      </span>
      <span class="seat-who">
        <span class="seat-name">{who}</span>
        <span class="tags">
          {mine && <span class="tag you">{j.tagYou}</span>}
          {isHostSeat && <span class="tag">{j.tagHost}</span>}
          {/* The name says it is a bot ("Bot 2"): its tag gives only its level. */}
          {info.bot && <span class="tag bot">{levelName(info.bot)}</span>}
          {team && <span class={`tag team ${team.toLowerCase()}`}>{t.team(team)}</span>}
          {!empty && !info.bot && !info.connected && <span class="tag away">{j.tagAway}</span>}
        </span>
      </span>
      <span class="seat-actions">
        {empty && !seated && (
          <button
            type="button"
            class="btn primary small"
            onClick={() => sit(seat)}
            aria-label={j.sitIn(seat + 1)}
          >
            {j.sitHere}
          </button>
        )}
        {empty && host && (
          <span class="bot-add">
            <select
              aria-label={j.botLevelFor(seat + 1)}
              value={level.value}
              onChange={(e) => {
                const v = levels.find((o) => o.value === e.currentTarget.value);
                if (v) level.value = v.value;
              }}
            >
              {levels.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <button
              type="button"
              class="btn small"
              onClick={() => addBot(seat, level.value)}
              aria-label={j.addBotIn(seat + 1)}
            >
              {j.addBot}
            </button>
          </span>
        )}
        {mine && (
          <button type="button" class="btn small ghost" onClick={stand}>
            {j.leaveSeat}
          </button>
        )}
        {host && info.player && !info.connected && !mine && (
          <button
            type="button"
            class="btn small ghost"
            onClick={() => clearSeat(seat)}
            aria-label={j.freeSeatOf(info.name ?? t.seatName(seat + 1))}
          >
            {j.freeSeat}
          </button>
        )}
        {info.bot && host && (
          <button
            type="button"
            class="btn small ghost"
            onClick={() => removeBot(seat)}
            aria-label={j.removeBotIn(seat + 1)}
          >
            {j.removeBot}
          </button>
        )}
      </span>
    </li>
  );
}
