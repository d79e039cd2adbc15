import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { OpenTable } from '../../../../shared/protocol/match';
import { fetchTables, sitAtTable } from '../../../net/open-tables';
import { joinMessages } from '../../../state/i18n';
import { matchMessages } from '../../../state/match-text';
import { navigate } from '../../../state/route';
import { NameFirst, nameFirstId } from './NameFirst';
import './OpenTables.css';

/** How often the list is asked for again while the page is visible (ms). */
const REFRESH_MS = 4000;

/**
 * The open tables: games whose host listed them, waiting for players — mode, players, seats free,
 * how long each has waited — and one click that sits the player down (web/net/open-tables.ts).
 */
export function OpenTables({ name }: { name: string | null }) {
  const tables = useSignal<OpenTable[] | null>([]);
  const fetchedAt = useSignal(Date.now());
  const sitting = useSignal<string | null>(null);
  const problem = useSignal('');
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

  async function sit(id: string): Promise<void> {
    if (!name || sitting.value) return;
    sitting.value = id;
    problem.value = '';
    const outcome = await sitAtTable(id, name);
    sitting.value = null;
    if (outcome === 'seated') navigate(`/g/${id}`);
    else {
      problem.value = m.tableTaken;
      void refresh();
    }
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
                  disabled={!name || sitting.value !== null}
                  aria-describedby={name ? undefined : nameFirstId('tables')}
                  aria-label={m.sitDownAt(`${what} · ${state}`)}
                  onClick={() => void sit(t.id)}
                >
                  {sitting.value === t.id ? m.sitting : m.sitDown}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {list && list.length > 0 && !name && <NameFirst part="tables" />}
      {problem.value && (
        <p class="form-error" role="alert">
          {problem.value}
        </p>
      )}
    </section>
  );
}
