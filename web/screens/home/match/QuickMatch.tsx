import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import {
  DEFAULT_WAIT_MS,
  type SeekMode,
  type SeekPlayers,
  WAIT_CHOICES_MS,
} from '../../../../shared/protocol/match';
import { search, startSearch, stopSearch } from '../../../net/match-socket';
import { joinMessages, matchMessages } from '../../../state/i18n';
import { navigate } from '../../../state/route';
import { Choice } from '../../../ui/Choice';
import { modeOptions } from '../../../ui/options';
import { NameFirst, nameFirstId } from './NameFirst';
import './QuickMatch.css';

/** The table sizes a seeker may ask for. */
const QUICK_PLAYERS: readonly SeekPlayers[] = [3, 4, 5, 6, 'any'];

/** Seconds since `since` (ms), ticking once a second while shown. */
function useSecondsSince(since: number | null): number {
  const now = useSignal(Date.now());
  useEffect(() => {
    if (since === null) return;
    now.value = Date.now();
    const timer = setInterval(() => (now.value = Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, Math.floor((now.value - since) / 1000));
}

/**
 * "Quick match": strangers at a table in seconds. The player picks how many players, the mode and
 * how long to wait before computers fill the empty seats; while the queue looks, it shows "2 of 3"
 * and the time waited, with Cancel; once a table is found the page goes to it (web/net/match-socket.ts).
 */
export function QuickMatch({ name }: { name: string | null }) {
  const players = useSignal<SeekPlayers>(3);
  const mode = useSignal<SeekMode>('simple');
  const waitMs = useSignal<number>(DEFAULT_WAIT_MS);
  const m = matchMessages.value;
  const j = joinMessages.value;
  const now = search.value;
  const waited = useSecondsSince(now.phase === 'seeking' ? now.since : null);
  // Back on the home page after a table was found: a new search may start.
  useEffect(() => {
    if (search.value.phase === 'found') search.value = { phase: 'idle' };
  }, []);

  function submit(e: Event) {
    e.preventDefault();
    if (!name) return;
    startSearch({ name, players: players.value, mode: mode.value, waitMs: waitMs.value }, (id) =>
      navigate(`/g/${id}`),
    );
  }

  const title = (
    <>
      <h2 id="quick-match-title">{m.quickTitle}</h2>
      <p class="lead">{m.quickLead}</p>
    </>
  );
  if (now.phase === 'seeking' || now.phase === 'found') {
    const needed = now.phase === 'seeking' ? now.needed : null;
    return (
      <section class="panel quick-match" aria-labelledby="quick-match-title">
        {title}
        {/* `data-needed`: the queue has answered (what a test waits for before the next seeker). */}
        <div class="searching" role="status" data-needed={needed ?? undefined}>
          <p class="looking">
            {now.phase === 'found'
              ? m.found
              : m.looking({
                  n: now.waiting,
                  players: needed ?? (players.value === 'any' ? 3 : players.value),
                })}
          </p>
          {now.phase === 'seeking' && now.lost && <p class="hint">{m.lost}</p>}
        </div>
        {now.phase === 'seeking' && (
          <>
            <p class="waited">
              {m.waited(waited)}
              <br />
              {m.fillIn(Math.max(0, Math.ceil(waitMs.value / 1000) - waited))}
            </p>
            <button type="button" class="btn wide" onClick={stopSearch}>
              {m.cancel}
            </button>
          </>
        )}
      </section>
    );
  }
  const problem =
    now.phase === 'elsewhere' ? m.otherTab : now.phase === 'failed' ? now.error || m.unavailable : '';
  return (
    <form class="panel quick-match" onSubmit={submit} aria-labelledby="quick-match-title">
      {title}
      <Choice
        legend={j.players}
        name="quick-players"
        options={QUICK_PLAYERS.map((p) => ({ value: p, label: p === 'any' ? m.anyPlayers : String(p) }))}
        value={players.value}
        onChange={(p) => (players.value = p)}
      />
      <Choice
        legend={j.mode}
        name="quick-mode"
        options={[...modeOptions(j), { value: 'any' as const, label: m.anyMode }]}
        value={mode.value}
        onChange={(x) => (mode.value = x)}
      />
      <Choice
        legend={m.waitLegend}
        name="quick-wait"
        options={WAIT_CHOICES_MS.map((ms) => ({ value: ms, label: m.waitChoice(ms / 1000) }))}
        value={waitMs.value}
        onChange={(ms) => (waitMs.value = ms)}
      />
      {problem && (
        <p class="form-error" role="alert">
          {problem}
        </p>
      )}
      <button
        type="submit"
        class="btn primary wide"
        disabled={!name}
        aria-describedby={name ? undefined : nameFirstId('quick')}
      >
        {m.findTable}
      </button>
      {!name && <NameFirst part="quick" />}
    </form>
  );
}
