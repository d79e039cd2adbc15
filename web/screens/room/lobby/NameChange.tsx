import { useSignal } from '@preact/signals';
import { rename } from '../../../net/intents';
import { playerName, setPlayerName, validName } from '../../../state/name';
import './NameChange.css';

/** "Playing as Ana · Change": renames you in this room and remembers the name on this device. */
export function NameChange() {
  const editing = useSignal(false);
  const draft = useSignal(playerName.value);
  if (!editing.value)
    return (
      <p class="name-change">
        Playing as <strong>{playerName.value}</strong>{' '}
        <button
          type="button"
          class="link"
          onClick={() => {
            draft.value = playerName.value;
            editing.value = true;
          }}
        >
          Change name
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
      <input
        type="text"
        aria-label="Your name"
        maxLength={24}
        value={draft.value}
        onInput={(e) => (draft.value = e.currentTarget.value)}
      />
      <button type="submit" class="btn small primary" disabled={!ok}>
        Save
      </button>
    </form>
  );
}
