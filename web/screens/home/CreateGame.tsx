import { useSignal } from '@preact/signals';
import type { RoomConfig } from '../../../shared/protocol/messages';
import { createRoom } from '../../net/api';
import { setPlan } from '../../state/plan';
import { navigate } from '../../state/route';
import { Choice } from '../../ui/Choice';
import { LOG_OPTIONS, MODE_OPTIONS, PLAYER_OPTIONS, playerCount, teamsAllowed } from '../../ui/options';

/** "Play with friends": choose the settings, create a room, go to its lobby (and sit down). */
export function CreateGame({ nameOk }: { nameOk: boolean }) {
  const players = useSignal<3 | 4 | 5 | 6>(3);
  const mode = useSignal<RoomConfig['mode']>('simple');
  const teams = useSignal(false);
  const logMode = useSignal<RoomConfig['log']>('classic');
  const busy = useSignal(false);
  const error = useSignal('');
  const canTeam = teamsAllowed(players.value);

  async function submit(e: Event) {
    e.preventDefault();
    if (!nameOk || busy.value) return;
    busy.value = true;
    error.value = '';
    try {
      const config = {
        players: players.value,
        mode: mode.value,
        teams: canTeam && teams.value,
        log: logMode.value,
      };
      const id = await createRoom(config);
      setPlan(id, { bots: 0, level: 'normal' });
      navigate(`/g/${id}`);
    } catch (err) {
      error.value = err instanceof Error ? err.message : 'The game could not be created.';
      busy.value = false;
    }
  }

  return (
    <form class="panel create" onSubmit={submit} aria-labelledby="create-title">
      <h2 id="create-title">Play with friends</h2>
      <p class="lead">Create a table, then share its link.</p>
      <Choice
        legend="Players"
        name="players"
        options={PLAYER_OPTIONS}
        value={players.value}
        onChange={(n) => (players.value = playerCount(n))}
      />
      <Choice
        legend="Mode"
        name="mode"
        options={MODE_OPTIONS}
        value={mode.value}
        onChange={(m) => (mode.value = m)}
      />
      <label class={canTeam ? 'check' : 'check off'}>
        <input
          type="checkbox"
          checked={canTeam && teams.value}
          disabled={!canTeam}
          onChange={(e) => (teams.value = e.currentTarget.checked)}
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
        value={logMode.value}
        onChange={(l) => (logMode.value = l)}
      />
      {error.value && (
        <p class="form-error" role="alert">
          {error.value}
        </p>
      )}
      <button type="submit" class="btn primary wide" disabled={!nameOk || busy.value}>
        {busy.value ? 'Creating…' : 'Create game'}
      </button>
    </form>
  );
}
