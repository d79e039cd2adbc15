import { configure } from '../../../net/lobby-intents';
import { joinMessages } from '../../../state/i18n';
import { room } from '../../../state/room';
import { GameSettings } from '../../../ui/GameSettings';
import { teamsAllowed } from '../../../ui/options';

/** The host's settings for the next game; every change goes to the server at once. */
export function HostSettings() {
  const r = room.value;
  if (!r) return null;
  return (
    <section class="panel settings" aria-labelledby="settings-title">
      <h2 id="settings-title">{joinMessages.value.settings}</h2>
      <GameSettings
        config={r.config}
        onChange={(c) =>
          configure({
            ...c,
            teams: c.teams && teamsAllowed(c.players),
            spicyThreeTrios: c.mode === 'spicy' && c.spicyThreeTrios === true,
          })
        }
      />
    </section>
  );
}
