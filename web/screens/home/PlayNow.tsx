import { useSignal } from '@preact/signals';
import type { BotLevel, RoomConfig } from '../../../shared/protocol/messages';
import { navigate } from '../../state/route';
import { useCreateRoom } from '../../state/use-create-room';
import { Choice } from '../../ui/Choice';
import { LEVEL_OPTIONS, MODE_OPTIONS, playerCount } from '../../ui/options';

const BOT_OPTIONS = [2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }));

/** "Play now": a room with you and bots that starts at once. */
export function PlayNow({ name }: { name: string | null }) {
  const bots = useSignal(2);
  const level = useSignal<BotLevel>('normal');
  const mode = useSignal<RoomConfig['mode']>('simple');
  const { busy, error, create } = useCreateRoom();

  function submit(e: Event) {
    e.preventDefault();
    if (!name) return;
    const config = {
      players: playerCount(bots.value + 1),
      mode: mode.value,
      teams: false,
      log: 'classic' as const,
    };
    void create({ config, name, bots: level.value }, (id) => navigate(`/g/${id}`));
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
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="btn accent wide" disabled={!name || busy}>
        {busy ? 'Dealing…' : 'Play now'}
      </button>
    </form>
  );
}
