import { useSignal } from '@preact/signals';
import { setPlayerName, validName } from '../home/name';

/** Before joining a shared link: the one thing we need is a name (remembered on this device). */
export function NameGate() {
  const draft = useSignal('');
  const ok = validName(draft.value) !== null;
  return (
    <main class="page narrow">
      <form
        class="panel name-gate"
        onSubmit={(e) => {
          e.preventDefault();
          if (ok) setPlayerName(draft.value);
        }}
      >
        <h1>Join the table</h1>
        <p class="lead">You were invited to a game of Trio. What should the others call you?</p>
        <label class="field">
          <span>Your name</span>
          <input
            type="text"
            name="name"
            maxLength={24}
            autoComplete="nickname"
            placeholder="e.g. Ana"
            value={draft.value}
            onInput={(e) => (draft.value = e.currentTarget.value)}
          />
        </label>
        <button type="submit" class="btn primary wide" disabled={!ok}>
          Join
        </button>
      </form>
    </main>
  );
}
