import type { RoomConfig } from '../../shared/protocol/messages';
import { lobbyMessages, messages } from '../state/i18n';
import { Choice } from './Choice';
import { logOptions, modeOptions, PLAYER_OPTIONS, playerCount, teamsAllowed, timerOptions } from './options';
import './GameSettings.css';

/**
 * A game's settings (players, mode, the three-trios house rule, teams, log, the turn timer, listed
 * for strangers): the home page's "Play with friends" and the host's lobby use this one form. `onChange` receives the whole config with
 * the one change made. `teams` is passed on as chosen: with 3 or 5 players the box shows off and
 * unticked, and the caller sends `teams && teamsAllowed(players)` (so going back to 4 players keeps
 * the choice); `spicyThreeTrios` likewise only counts in spicy mode (the engine ignores it in simple).
 */
export function GameSettings({
  config,
  onChange,
}: {
  config: RoomConfig;
  onChange: (config: RoomConfig) => void;
}) {
  const t = messages.value;
  const j = lobbyMessages.value;
  const canTeam = teamsAllowed(config.players);
  const spicy = config.mode === 'spicy';
  const set = (next: Partial<RoomConfig>) => onChange({ ...config, ...next });
  return (
    <>
      <Choice
        legend={j.players}
        name="players"
        options={PLAYER_OPTIONS}
        value={config.players}
        onChange={(n) => set({ players: playerCount(n) })}
      />
      <Choice
        legend={j.mode}
        name="mode"
        options={modeOptions(j)}
        value={config.mode}
        onChange={(mode) => set({ mode })}
      >
        <label class={spicy ? 'check' : 'check off'}>
          <input
            type="checkbox"
            name="spicyThreeTrios"
            checked={spicy && config.spicyThreeTrios}
            disabled={!spicy}
            onChange={(e) => set({ spicyThreeTrios: e.currentTarget.checked })}
          />
          <span>
            {j.threeTriosOption} <small>{spicy ? j.threeTriosHint : j.threeTriosOnlySpicy}</small>
          </span>
        </label>
      </Choice>
      <label class={canTeam ? 'check' : 'check off'}>
        <input
          type="checkbox"
          name="teams"
          checked={canTeam && config.teams}
          disabled={!canTeam}
          onChange={(e) => set({ teams: e.currentTarget.checked })}
        />
        <span>
          {j.teamsOfTwo} <small>{canTeam ? j.teamsHint : j.teamsNeed}</small>
        </span>
      </label>
      <Choice
        legend={t.log}
        name="log"
        options={logOptions(j)}
        value={config.log}
        onChange={(log) => set({ log })}
      />
      <Choice
        legend={j.turnTimer}
        name="turnTimer"
        options={timerOptions(j)}
        value={config.turnTimer ?? 'normal'}
        onChange={(turnTimer) => set({ turnTimer })}
      />
      <label class="check">
        <input
          type="checkbox"
          name="open"
          checked={config.open === true}
          onChange={(e) => set({ open: e.currentTarget.checked })}
        />
        <span>
          {j.openTable} <small>{j.openTableHint}</small>
        </span>
      </label>
    </>
  );
}
