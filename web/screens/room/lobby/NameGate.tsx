import { useSignal } from '@preact/signals';
import type { JoinMessages } from '../../../../shared/i18n';
import { freeSeats, type RoomSummary } from '../../../net/room-check';
import { loadToken } from '../../../net/storage';
import { joinMessages } from '../../../state/i18n';
import { setPlayerName, validName } from '../../../state/name';
import { NameInput } from '../../../ui/NameInput';
import { askToSit } from './sit-on-arrival';

/** What the visitor will find: a lobby to sit in, or a game already on (to watch, or a free seat). */
function intro(j: JoinMessages, summary: RoomSummary | null): [string, string, string] {
  // A seat token kept for this room (a rejoin link from the embed, whose frame's storage the
  // browser kept apart from this tab's): the join resumes that seat, whatever the room's status.
  if (summary && loadToken(summary.id) !== null) return [j.backToSeatTitle, j.backToSeatLead, j.takeMySeat];
  if (!summary || summary.status === 'lobby') return [j.joinTitle, j.joinLead, j.join];
  const free = freeSeats(summary);
  const text = summary.status === 'over' ? j.watchOverLead : free > 0 ? j.watchFreeLead(free) : j.watchLead;
  return [j.watchTitle, text, j.watch];
}

/** Before joining a shared link: the one thing we need is a name (remembered on this device). */
export function NameGate({ summary }: { summary: RoomSummary | null }) {
  const draft = useSignal('');
  const ok = validName(draft.value) !== null;
  const j = joinMessages.value;
  const [title, lead, action] = intro(j, summary);
  return (
    <main class="page narrow">
      <form
        class="panel name-gate"
        onSubmit={(e) => {
          e.preventDefault();
          if (!ok) return;
          if (summary?.status === 'lobby' && freeSeats(summary) > 0 && loadToken(summary.id) === null)
            askToSit(summary.id);
          setPlayerName(draft.value);
        }}
      >
        <h1>{title}</h1>
        <p class="lead">{lead}</p>
        <label class="field">
          <span>{j.yourName}</span>
          <NameInput value={draft.value} onInput={(name) => (draft.value = name)} />
        </label>
        <button type="submit" class="btn primary wide" disabled={!ok}>
          {action}
        </button>
      </form>
    </main>
  );
}
