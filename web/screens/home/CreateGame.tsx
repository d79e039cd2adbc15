import { useSignal } from '@preact/signals';
import type { RoomConfig } from '../../../shared/protocol/messages';
import { lobbyMessages } from '../../state/i18n';
import { navigate } from '../../state/route';
import { useCreateRoom } from '../../state/use-create-room';
import { GameSettings } from '../../ui/GameSettings';
import { teamsAllowed } from '../../ui/options';

/** "Play with friends": choose the settings, create a room, go to its lobby (and sit down). */
export function CreateGame({ name }: { name: string | null }) {
  const config = useSignal<RoomConfig>({
    players: 3,
    mode: 'simple',
    spicyThreeTrios: false,
    teams: false,
    log: 'classic',
  });
  const j = lobbyMessages.value;
  const { busy, error, create } = useCreateRoom();

  function submit(e: Event) {
    e.preventDefault();
    if (!name) return;
    const c = config.value;
    void create(
      {
        config: {
          ...c,
          teams: c.teams && teamsAllowed(c.players),
          spicyThreeTrios: c.mode === 'spicy' && c.spicyThreeTrios === true,
        },
        name,
      },
      (id) => navigate(`/g/${id}`),
    );
  }

  return (
    <form class="panel create" onSubmit={submit} aria-labelledby="create-title">
      <h2 id="create-title">{j.friendsTitle}</h2>
      <p class="lead">{j.friendsLead}</p>
      <GameSettings config={config.value} onChange={(c) => (config.value = c)} />
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="btn primary wide" disabled={!name || busy}>
        {busy ? j.creating : j.createGame}
      </button>
    </form>
  );
}
