import { useSignal } from '@preact/signals';
import { joinMessages } from '../../state/i18n';
import { playerName, setPlayerName, validName } from '../../state/name';
import { showRoute } from '../../state/route';
import { useCreateRoom } from '../../state/use-create-room';
import { NameInput } from '../../ui/NameInput';
import { levelName } from '../../ui/options';
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
  const j = joinMessages.value;

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
        <h1>{j.playTrio}</h1>
        <p class="lead">{settingsText(roomConfig)}</p>
        <p class="hint">
          {bots ? j.againstBots({ n: roomConfig.players - 1, level: levelName(bots) }) : j.inviteAfterSitting}
        </p>
        <label class="field">
          <span>{j.yourName}</span>
          <NameInput value={draft.value} onInput={(name) => (draft.value = name)} />
        </label>
        {error && (
          <p class="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" class="btn accent wide" disabled={!name || busy}>
          {busy ? j.dealing : bots ? j.playNow : j.createTheGame}
        </button>
      </form>
    </main>
  );
}
