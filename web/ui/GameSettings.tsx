import type { RoomConfig } from '../../shared/protocol/messages';
import { Choice } from './Choice';
import { LOG_OPTIONS, MODE_OPTIONS, PLAYER_OPTIONS, playerCount, teamsAllowed } from './options';
import './GameSettings.css';

/**
 * A game's settings (players, mode, teams, log): the home page's "Play with friends" and the
 * host's lobby use this one form. `onChange` receives the whole config with the one change made.
 * `teams` is passed on as chosen: with 3 or 5 players the box shows off and unticked, and the
 * caller sends `teams && teamsAllowed(players)` (so going back to 4 players keeps the choice).
 */
export function GameSettings({
  config,
  onChange,
}: {
  config: RoomConfig;
  onChange: (config: RoomConfig) => void;
}) {
  const canTeam = teamsAllowed(config.players);
  const set = (next: Partial<RoomConfig>) => onChange({ ...config, ...next });
  return (
    <>
      <Choice
        legend="Players"
        name="players"
        options={PLAYER_OPTIONS}
        value={config.players}
        onChange={(n) => set({ players: playerCount(n) })}
      />
      <Choice
        legend="Mode"
        name="mode"
        options={MODE_OPTIONS}
        value={config.mode}
        onChange={(mode) => set({ mode })}
      />
      <label class={canTeam ? 'check' : 'check off'}>
        <input
          type="checkbox"
          checked={canTeam && config.teams}
          disabled={!canTeam}
          onChange={(e) => set({ teams: e.currentTarget.checked })}
        />
        <span>
          Teams of two{' '}
          <small>{canTeam ? 'partners sit opposite and pool their trios' : 'with 4 or 6 players'}</small>
        </span>
      </label>
      <Choice
        legend="Log"
        name="log"
        options={LOG_OPTIONS}
        value={config.log}
        onChange={(log) => set({ log })}
      />
    </>
  );
}
