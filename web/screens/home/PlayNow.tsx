import { useSignal } from '@preact/signals';
import type { BotLevel, RoomConfig } from '../../../shared/protocol/messages';
import { createRoom } from '../../net/api';
import { setPlan } from '../../state/plan';
import { navigate } from '../../state/route';
import { Choice } from '../../ui/Choice';
import { LEVEL_OPTIONS, MODE_OPTIONS } from '../../ui/options';

const BOT_OPTIONS = [2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }));

/** "Play now": a room with you and bots that starts at once. */
export function PlayNow({ nameOk }: { nameOk: boolean }) {
  const bots = useSignal(2);
  const level = useSignal<BotLevel>('normal');
  const mode = useSignal<RoomConfig['mode']>('simple');
  const busy = useSignal(false);
  const error = useSignal('');

  async function submit(e: Event) {
    e.preventDefault();
    if (!nameOk || busy.value) return;
    busy.value = true;
    error.value = '';
    try {
      const players = bots.value === 3 ? 4 : bots.value === 4 ? 5 : bots.value === 5 ? 6 : 3;
      const id = await createRoom({ players, mode: mode.value, teams: false, log: 'classic' });
      setPlan(id, { bots: bots.value, level: level.value });
      navigate(`/g/${id}`);
    } catch (err) {
      error.value = err instanceof Error ? err.message : 'The game could not be created.';
      busy.value = false;
    }
  }

  return (
    <form class="panel play-now" onSubmit={submit} aria-labelledby="play-now-title">
      <h2 id="play-now-title">Play now</h2>
      <p class="lead">A game against the computer, starting right away.</p>
      <Choice
        legend="Bots"
        name="bots"
        options={BOT_OPTIONS}
        value={bots.value}
        onChange={(n) => (bots.value = n)}
      />
      <Choice
        legend="Level"
        name="level"
        options={LEVEL_OPTIONS}
        value={level.value}
        onChange={(l) => (level.value = l)}
      />
      <Choice
        legend="Mode"
        name="now-mode"
        options={MODE_OPTIONS}
        value={mode.value}
        onChange={(m) => (mode.value = m)}
      />
      {error.value && (
        <p class="form-error" role="alert">
          {error.value}
        </p>
      )}
      <button type="submit" class="btn accent wide" disabled={!nameOk || busy.value}>
        {busy.value ? 'Dealing…' : 'Play now'}
      </button>
    </form>
  );
}
