import type { RoomConfig } from '../../../../shared/protocol/messages';
import { configure } from '../../../net/intents';
import { room } from '../../../net/store';
import { Choice } from '../../../ui/Choice';
import { LOG_OPTIONS, MODE_OPTIONS, PLAYER_OPTIONS, playerCount, teamsAllowed } from '../../../ui/options';

/** The host's settings for the next game; every change goes to the server at once. */
export function HostSettings() {
  const r = room.value;
  if (!r) return null;
  const c = r.config;
  const set = (next: Partial<RoomConfig>) => {
    const merged = { ...c, ...next };
    configure({ ...merged, teams: merged.teams && teamsAllowed(merged.players) });
  };
  return (
    <section class="panel settings" aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      <Choice
        legend="Players"
        name="players"
        options={PLAYER_OPTIONS}
        value={c.players}
        onChange={(n) => set({ players: playerCount(n) })}
      />
      <Choice
        legend="Mode"
        name="mode"
        options={MODE_OPTIONS}
        value={c.mode}
        onChange={(mode) => set({ mode })}
      />
      <label class={teamsAllowed(c.players) ? 'check' : 'check off'}>
        <input
          type="checkbox"
          checked={c.teams}
          disabled={!teamsAllowed(c.players)}
          onChange={(e) => set({ teams: e.currentTarget.checked })}
        />
        <span>
          Teams of two{' '}
          <small>{teamsAllowed(c.players) ? 'partners sit opposite' : 'with 4 or 6 players'}</small>
        </span>
      </label>
      <Choice legend="Log" name="log" options={LOG_OPTIONS} value={c.log} onChange={(log) => set({ log })} />
    </section>
  );
}
