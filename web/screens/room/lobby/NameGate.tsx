import { useSignal } from '@preact/signals';
import type { JoinMessages } from '../../../../shared/i18n';
import { freeSeats, type RoomSummary } from '../../../net/room-check';
import { loadToken } from '../../../net/storage';
import { joinMessages, messages } from '../../../state/i18n';
import { setPlayerName, validName } from '../../../state/name';
import { embedded } from '../../../state/route';
import { askToSit } from '../../../state/sit-ask';
import { NameInput } from '../../../ui/NameInput';
import { RoomBar } from '../bar-part';
import { justWatch, watchingOnly } from './just-watch';
import { tableFacts } from './table-facts';

// The room's own top bar (home link, language, rules), as the table shows it once joined: the
// chunk a full room page loads before its first paint anyway. A frame has no bar.
if (!embedded) void RoomBar.load();

/**
 * What the visitor will find: a lobby to sit in, or a game already on (to watch, or a free seat):
 * the title, the lead, the main button's words, and whether this is the door of a game already on.
 */
function intro(j: JoinMessages, summary: RoomSummary | null): [string, string, string, boolean] {
  // A seat token kept for this room (a rejoin link from the embed, whose frame's storage the
  // browser kept apart from this tab's): the join resumes that seat, whatever the room's status.
  // Not the token a "Just watch" in this tab left: that one holds no seat.
  if (summary && loadToken(summary.id) !== null && !watchingOnly(summary.id))
    return [j.backToSeatTitle, j.backToSeatLead, j.takeMySeat, false];
  if (!summary || summary.status === 'lobby') return [j.joinTitle, j.joinLead, j.join, false];
  const free = freeSeats(summary);
  const text = summary.status === 'over' ? j.watchOverLead : free > 0 ? j.watchFreeLead(free) : j.watchLead;
  return [j.watchTitle, text, j.watch, true];
}

/**
 * Before joining a shared link: the one thing we need is a name (remembered on this device). At
 * the door of a game already on, "Just watch" skips it: the visitor watches under no name of theirs.
 */
export function NameGate({ summary }: { summary: RoomSummary | null }) {
  const draft = useSignal('');
  const ok = validName(draft.value) !== null;
  const j = joinMessages.value;
  const [title, lead, action, running] = intro(j, summary);
  const facts = summary && tableFacts(summary, messages.value, j);
  return (
    <main class={embedded ? 'page narrow' : 'page room gate'}>
      {!embedded && <RoomBar />}
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
        {facts && (
          <p class="table-facts">
            <strong>{facts.settings}</strong>
            {(facts.who || facts.free) && (
              <span>
                {facts.who}
                {facts.who && facts.free && ' ·\u00a0'}
                <span class="free">{facts.free}</span>
              </span>
            )}
          </p>
        )}
        <p class="lead">{lead}</p>
        <label class="field">
          <span>{j.yourName}</span>
          <NameInput value={draft.value} onInput={(name) => (draft.value = name)} />
        </label>
        <button type="submit" class="btn primary wide" disabled={!ok}>
          {action}
        </button>
        {running && summary && (
          <>
            <button
              type="button"
              class="btn ghost wide just-watch"
              aria-describedby="just-watch-hint"
              onClick={() => justWatch(summary.id, j.spectatorName)}
            >
              {j.justWatch}
            </button>
            <small class="hint" id="just-watch-hint">
              {j.justWatchHint}
            </small>
          </>
        )}
      </form>
    </main>
  );
}
