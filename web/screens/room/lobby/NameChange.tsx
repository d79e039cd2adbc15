import { useSignal } from '@preact/signals';
import { rename } from '../../../net/intents';
import { lobbyMessages } from '../../../state/i18n';
import { playerName, setPlayerName, validName } from '../../../state/name';
import { NameInput } from '../../../ui/NameInput';
import './NameChange.css';

/** "Playing as Ana · Change": renames you in this room and remembers the name on this device. */
export function NameChange() {
  const editing = useSignal(false);
  const draft = useSignal(playerName.value);
  const j = lobbyMessages.value;
  const [before, after] = j.playingAs;
  if (!editing.value)
    return (
      <p class="name-change">
        {before}
        <strong>{playerName.value}</strong>
        {after}{' '}
        <button
          type="button"
          class="link"
          onClick={() => {
            draft.value = playerName.value;
            editing.value = true;
          }}
        >
          {j.changeName}
        </button>
      </p>
    );
  const ok = validName(draft.value) !== null;
  return (
    <form
      class="name-change editing"
      onSubmit={(e) => {
        e.preventDefault();
        const name = validName(draft.value);
        if (!name) return;
        if (rename(name)) setPlayerName(name);
        editing.value = false;
      }}
    >
      <NameInput label={j.yourName} value={draft.value} onInput={(name) => (draft.value = name)} />
      <button type="submit" class="btn small primary" disabled={!ok}>
        {j.save}
      </button>
    </form>
  );
}
