import { useSignal } from '@preact/signals';
import { playerName, setPlayerName, validName } from '../../state/name';
import { showRoute } from '../../state/route';
import { useCreateRoom } from '../../state/use-create-room';
import { NameInput } from '../../ui/NameInput';
import { settingsText } from '../../ui/settings-text';
import { newGameFromQuery } from './new-game-query';

/**
 * `/embed/new?…`: a game made to the URL's settings, created only when the visitor asks for it
 * (so a page view alone never opens a room). Then the frame's URL becomes `/embed/<id>?…`.
 */
export function EmbedNew() {
  const config = newGameFromQuery();
  const draft = useSignal(playerName.value);
  const { busy, error, create } = useCreateRoom();
  const name = validName(draft.value);
  const { bots, ...roomConfig } = config;

  function submit(e: Event) {
    e.preventDefault();
    if (!name || busy) return;
    setPlayerName(name);
    // The whole query stays: its settings are the next "New game"'s, `parent` and `theme` apply.
    void create({ config: roomConfig, name, bots: bots ?? undefined }, (id) =>
      showRoute(`/embed/${id}${location.search}`, true),
    );
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
        {error && (
          <p class="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" class="btn accent wide" disabled={!name || busy}>
          {busy ? 'Dealing…' : bots ? 'Play now' : 'Create the game'}
        </button>
      </form>
    </main>
  );
}
