import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { GameRecord } from '../../../shared/protocol/record';
import type { RecordError } from '../../../shared/record/errors';
import {
  type RecordResult,
  type Replayed,
  readRecord,
  readRecordText,
  replay,
} from '../../../shared/record/replay';
import { explain } from '../../net/explain';
import { fetchRecord, recordFileName, saveRecord } from '../../net/records';
import { replayText } from '../../state/i18n';
import { Player } from './Player';

/**
 * What to show: a finished game of a room (asked of the server), or a file the player opened
 * (its name and text); `n` tells one opening of a file from the next.
 */
export type RecordSource =
  | { kind: 'room'; id: string; game: number; n: number }
  | { kind: 'file'; name: string; text: string; n: number };

/** What the viewer has so far: nothing yet, the replayed game, or why not (a sentence or a record error). */
type Shown =
  | { kind: 'waiting' }
  | { kind: 'game'; replayed: Replayed }
  | { kind: 'problem'; text: string }
  | { kind: 'bad'; error: RecordError };

function shown(result: RecordResult<GameRecord>): Shown {
  const replayed = result.ok ? replay(result.value) : result;
  return replayed.ok ? { kind: 'game', replayed: replayed.value } : { kind: 'bad', error: replayed.error };
}

/**
 * Gets the record (the server's `GET /api/games/:id/games/:game`, or the file's text), reads it,
 * replays it through `shared/engine`, and shows it (`Player`) with a button to save it. A game
 * still running, an unknown one or no server says so; a record that does not replay says why (in
 * the page's language, with the move when one is at fault) instead of showing a broken table.
 */
export function Viewer({ source }: { source: RecordSource }) {
  const r = replayText.value;
  const state = useSignal<Shown>(
    source.kind === 'file' ? shown(readRecordText(source.text)) : { kind: 'waiting' },
  );
  useEffect(() => {
    if (source.kind !== 'room') return;
    let live = true;
    void fetchRecord(source.id, source.game).then(async (answer) => {
      if (!live) return;
      if (answer.ok) state.value = shown(readRecord(answer.json));
      else {
        const text = answer.code === null ? r.unreachable : await explain(answer.code);
        if (live) state.value = { kind: 'problem', text };
      }
    });
    return () => {
      live = false;
    };
  }, []);
  const now = state.value;
  if (now.kind === 'waiting') return <p class="panel waiting">{r.loading}</p>;
  if (now.kind === 'problem')
    return (
      <p class="panel replay-problem" role="alert">
        {now.text}
      </p>
    );
  if (now.kind === 'bad') {
    const { code, step } = now.error;
    return (
      <p class="panel replay-problem" role="alert" data-code={code}>
        {r.recordError[code]}
        {step !== undefined && ` ${r.atMove(step + 1)}`}
      </p>
    );
  }
  const name = source.kind === 'room' ? recordFileName(source.id, source.game) : source.name;
  const save = (
    <button
      type="button"
      class="btn small replay-save"
      title={r.saveTitle}
      onClick={() => saveRecord(now.replayed.record, name)}
    >
      {r.save}
    </button>
  );
  return <Player replayed={now.replayed} roomId={source.kind === 'room' ? source.id : null} extra={save} />;
}
