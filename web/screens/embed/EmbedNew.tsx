import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { lobbyMessages, messages } from '../../state/i18n';
import { playerName, setPlayerName, validName } from '../../state/name';
import { showRoute } from '../../state/route';
import { useCreateRoom } from '../../state/use-create-room';
import { NameInput } from '../../ui/NameInput';
import { levelName } from '../../ui/options';
import { settingsText } from '../../ui/settings-text';
import { newGameFromQuery } from './new-game-query';
import { rememberedRoom, rememberRoom, stillOn } from './resume';

/** The frame's room page, with the embed's query (its settings, `parent`, `theme`, …) kept. */
const showRoom = (id: string) => showRoute(`/embed/${id}${location.search}`, true);

/**
 * `/embed/new?…`: a game made to the URL's settings, created only when the visitor asks for it
 * (so a page view alone never opens a room). Then the frame's URL becomes `/embed/<id>?…`. After
 * the host page reloads, the game this embed made goes on instead, while it is on (resume.ts).
 */
export function EmbedNew() {
  const config = newGameFromQuery();
  const draft = useSignal(playerName.value);
  const { busy, error, create } = useCreateRoom();
  const resuming = useSignal(rememberedRoom(config));
  const name = playerName.value;
  // A name from the host page (`set_name`, start-embed.ts) fills the form, even once it shows.
  useEffect(() => {
    draft.value = name;
  }, [name]);
  useEffect(() => {
    const id = resuming.value;
    if (id === null) return;
    let live = true;
    void stillOn(id).then((on) => {
      if (!live) return;
      if (on) showRoom(id);
      else resuming.value = null;
    });
    return () => {
      live = false;
    };
  }, []);
  const valid = validName(draft.value);
  const { bots, ...roomConfig } = config;
  const j = lobbyMessages.value;

  function submit(e: Event) {
    e.preventDefault();
    if (!valid || busy) return;
    setPlayerName(valid);
    // The whole query stays: its settings are the next "New game"'s, `parent` and `theme` apply.
    void create({ config: roomConfig, name: valid, bots: bots ?? undefined }, (id) => {
      rememberRoom(config, id);
      showRoom(id);
    });
  }

  if (resuming.value !== null)
    return (
      <main class="page narrow embed-new">
        <p class="panel waiting">{messages.value.lookingForGame}</p>
      </main>
    );

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
        <button type="submit" class="btn accent wide" disabled={!valid || busy}>
          {busy ? j.dealing : bots ? j.playNow : j.createTheGame}
        </button>
      </form>
    </main>
  );
}
