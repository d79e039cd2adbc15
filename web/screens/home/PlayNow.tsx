import { useSignal } from '@preact/signals';
import type { BotLevel, RoomConfig } from '../../../shared/protocol/messages';
import { lobbyMessages, messages } from '../../state/i18n';
import { online } from '../../state/online';
import { navigate } from '../../state/route';
import { useCreateRoom } from '../../state/use-create-room';
import { Choice } from '../../ui/Choice';
import { levelOptions, logOptions, modeOptions, playerCount } from '../../ui/options';

const BOT_OPTIONS = [2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }));

/** "Play now": a room with you and bots that starts at once (bots, level, mode, log). */
export function PlayNow({ name }: { name: string | null }) {
  const bots = useSignal(2);
  const level = useSignal<BotLevel>('normal');
  const mode = useSignal<RoomConfig['mode']>('simple');
  const threeTrios = useSignal(false);
  const log = useSignal<RoomConfig['log']>('classic');
  const j = lobbyMessages.value;
  const { busy, error, create } = useCreateRoom();

  function submit(e: Event) {
    e.preventDefault();
    if (!name) return;
    // Without a network: the same game at the local table (web/local), against the same computers.
    const game = {
      bots: bots.value,
      level: level.value,
      mode: mode.value,
      three: threeTrios.value,
      log: log.value,
    };
    // Its own small chunk (precached by the offline app): the home page's first load does without it.
    const playLocally = () => void import('../../local/play-options').then((m) => navigate(m.playPath(game)));
    if (!online.value) {
      playLocally();
      return;
    }
    const config = {
      players: playerCount(bots.value + 1),
      mode: mode.value,
      spicyThreeTrios: mode.value === 'spicy' && threeTrios.value,
      teams: false,
      log: log.value,
    };
    // A network that holds the request (a captive portal, one bar of signal): the local table too,
    // once the request's deadline has passed (web/net/reach.ts).
    void create({ config, name, bots: level.value }, (id) => navigate(`/g/${id}`), playLocally);
  }

  return (
    <form class="panel play-now" onSubmit={submit} aria-labelledby="play-now-title">
      <h2 id="play-now-title">{j.playNow}</h2>
      <p class="lead">{j.playNowLead}</p>
      <Choice
        legend={j.bots}
        name="bots"
        options={BOT_OPTIONS}
        value={bots.value}
        onChange={(n) => (bots.value = n)}
      />
      <Choice
        legend={j.level}
        name="level"
        options={levelOptions(j)}
        value={level.value}
        onChange={(l) => (level.value = l)}
      />
      <Choice
        legend={j.mode}
        name="now-mode"
        options={modeOptions(j)}
        value={mode.value}
        onChange={(m) => (mode.value = m)}
      >
        {mode.value === 'spicy' && (
          <label class="check">
            <input
              type="checkbox"
              name="now-three-trios"
              checked={threeTrios.value}
              onChange={(e) => (threeTrios.value = e.currentTarget.checked)}
            />
            <span>
              {j.threeTriosOption} <small>{j.threeTriosHint}</small>
            </span>
          </label>
        )}
      </Choice>
      <Choice
        legend={messages.value.log}
        name="now-log"
        options={logOptions(j)}
        value={log.value}
        onChange={(l) => (log.value = l)}
      />
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="btn accent wide" disabled={!name || busy}>
        {busy ? j.dealing : j.playNow}
      </button>
    </form>
  );
}
