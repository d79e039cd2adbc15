import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { OpenTable } from '../../../../shared/protocol/match';
import { fetchTables } from '../../../net/open-tables';
import { joinMessages, matchMessages } from '../../../state/i18n';
import { navigate } from '../../../state/route';
import { askToSit } from '../../../state/sit-ask';
import { NameFirst, nameFirstId } from './NameFirst';
import './OpenTables.css';

/** How often the list is asked for again while the page is visible (ms). */
const REFRESH_MS = 4000;

/**
 * The open tables: games whose host listed them, waiting for players — mode, players, seats free,
 * how long each has waited — and one click that takes the player to its room, whose lobby seats
 * them (web/state/sit-ask.ts).
 */
export function OpenTables({ name }: { name: string | null }) {
  const tables = useSignal<OpenTable[] | null>([]);
  const fetchedAt = useSignal(Date.now());
  const m = matchMessages.value;
  const j = joinMessages.value;

  async function refresh(): Promise<void> {
    const list = await fetchTables();
    tables.value = list;
    fetchedAt.value = Date.now();
  }

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  // The room page takes the seat: its lobby sits a newcomer who asked to in the first free seat
  // (one socket, the page's own; a table that filled meanwhile is watched, and says so).
  function sit(id: string): void {
    if (!name) return;
    askToSit(id);
    navigate(`/g/${id}`);
  }

  const list = tables.value;
  const age = Date.now() - fetchedAt.value;
  return (
    <section class="panel open-tables" aria-labelledby="open-tables-title">
      <h2 id="open-tables-title">{m.tablesTitle}</h2>
      <p class="lead">{m.tablesLead}</p>
      {list === null && <p class="hint">{m.tablesUnavailable}</p>}
      {list?.length === 0 && <p class="hint">{m.noTables}</p>}
      {list && list.length > 0 && (
        <ul class="tables">
          {list.map((t) => {
            const what = [
              t.mode === 'spicy' ? j.modeSpicy : j.modeSimple,
              j.settingsPlayers(t.players),
              t.teams ? j.settingsTeams : null,
            ]
              .filter((x) => x !== null)
              .join(' · ');
            const state = `${m.tableSeats(t.seatsFree)} · ${m.tableWaiting(Math.floor((t.waitingMs + age) / 1000))}`;
            return (
              <li key={t.id}>
                <span class="what">{what}</span>
                <span class="state">{state}</span>
                <button
                  type="button"
                  class="btn accent small"
                  disabled={!name}
                  aria-describedby={name ? undefined : nameFirstId('tables')}
                  aria-label={m.sitDownAt(`${what} · ${state}`)}
                  onClick={() => sit(t.id)}
                >
                  {m.sitDown}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {list && list.length > 0 && !name && <NameFirst part="tables" />}
    </section>
  );
}
