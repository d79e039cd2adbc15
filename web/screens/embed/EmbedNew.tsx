import { useSignal } from '@preact/signals';
import { createRoom } from '../../net/api';
import { playerName, setPlayerName, validName } from '../../state/name';
import { setPlan } from '../../state/plan';
import { showRoute } from '../../state/route';
import { NameInput } from '../../ui/NameInput';
import { settingsText } from '../../ui/settings-text';
import { newGameFromQuery } from './params';

/**
 * `/embed/new?…`: a game made to the URL's settings, created only when the visitor asks for it
 * (so a page view alone never opens a room). Then the frame's URL becomes `/embed/<id>?…`.
 */
export function EmbedNew() {
  const config = newGameFromQuery();
  const draft = useSignal(playerName.value);
  const busy = useSignal(false);
  const error = useSignal('');
  const name = validName(draft.value);
  const { bots, ...roomConfig } = config;

  async function submit(e: Event) {
    e.preventDefault();
    if (!name || busy.value) return;
    busy.value = true;
    error.value = '';
    setPlayerName(name);
    try {
      const id = await createRoom(roomConfig);
      setPlan(id, { bots: bots ? roomConfig.players - 1 : 0, level: bots ?? 'normal' });
      // The whole query stays: its settings are the next "New game"'s, `parent` and `theme` apply.
      showRoute(`/embed/${id}${location.search}`, true);
    } catch (err) {
      error.value = err instanceof Error ? err.message : 'The game could not be created.';
      busy.value = false;
    }
  }

  return (
    <main class="page narrow embed-new">
      <form class="panel name-gate" onSubmit={submit}>
        <h1>Play Trio</h1>
        <p class="lead">{settingsText(roomConfig)}</p>
        <p class="hint">
          {bots
            ? `Against ${roomConfig.players - 1} computer players (${bots}).`
            : 'You get an invite link for your friends once you sit down.'}
        </p>
        <label class="field">
          <span>Your name</span>
          <NameInput value={draft.value} onInput={(name) => (draft.value = name)} />
        </label>
        {error.value && (
          <p class="form-error" role="alert">
            {error.value}
          </p>
        )}
        <button type="submit" class="btn accent wide" disabled={!name || busy.value}>
          {busy.value ? 'Dealing…' : bots ? 'Play now' : 'Create the game'}
        </button>
      </form>
    </main>
  );
}
