import { useSignal } from '@preact/signals';
import { freeSeats, type RoomSummary } from '../../../net/room-check';
import { loadToken } from '../../../net/storage';
import { setPlayerName, validName } from '../../../state/name';
import { NameInput } from '../../../ui/NameInput';

/** What the visitor will find: a lobby to sit in, or a game already on (to watch, or a free seat). */
function intro(summary: RoomSummary | null): [string, string, string] {
  // A seat token kept for this room (a rejoin link from the embed, whose frame's storage the
  // browser kept apart from this tab's): the join resumes that seat, whatever the room's status.
  if (summary && loadToken(summary.id) !== null)
    return [
      'Back to your seat',
      'This device holds a seat in this game. Enter your name to take it back.',
      'Take my seat',
    ];
  if (!summary || summary.status === 'lobby')
    return ['Join the table', 'You were invited to a game of Trio. What should the others call you?', 'Join'];
  const free = freeSeats(summary);
  const text =
    summary.status === 'over'
      ? 'This game has just ended. You can watch the table until the host starts a rematch.'
      : free > 0
        ? `This game is already running. You will watch it, and can take one of the ${free} free seats.`
        : 'This game is already running: you will watch it. What should the others call you?';
  return ['Watch this game', text, 'Watch'];
}

/** Before joining a shared link: the one thing we need is a name (remembered on this device). */
export function NameGate({ summary }: { summary: RoomSummary | null }) {
  const draft = useSignal('');
  const ok = validName(draft.value) !== null;
  const [title, lead, action] = intro(summary);
  return (
    <main class="page narrow">
      <form
        class="panel name-gate"
        onSubmit={(e) => {
          e.preventDefault();
          if (ok) setPlayerName(draft.value);
        }}
      >
        <h1>{title}</h1>
        <p class="lead">{lead}</p>
        <label class="field">
          <span>Your name</span>
          <NameInput value={draft.value} onInput={(name) => (draft.value = name)} />
        </label>
        <button type="submit" class="btn primary wide" disabled={!ok}>
          {action}
        </button>
      </form>
    </main>
  );
}
