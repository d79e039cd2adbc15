import { useState } from 'preact/hooks';
import { readRecord, readRecordText, replay } from '../../../shared/record/replay';
import { saveRecord } from '../../net/records';
import { replayText } from '../../state/replay-text';
import { Player } from './Player';

/**
 * A record to show: the server's answer (parsed JSON) or a file's text, the name it is saved
 * under, its room (null for a file), and a count that tells one opening from the next.
 */
export interface RecordSource {
  content: unknown;
  name: string;
  roomId: string | null;
  n: number;
}

/**
 * Reads the record, replays it through `shared/engine`, and shows it (`Player`) with a button to
 * save it; a record that does not replay says why (in the page's language, with the move when
 * one is at fault) instead of showing a broken table.
 */
export function Viewer({ source }: { source: RecordSource }) {
  const r = replayText.value;
  // Once per source (the screen gives each opening its own key).
  const [result] = useState(() => {
    const read =
      typeof source.content === 'string' ? readRecordText(source.content) : readRecord(source.content);
    return read.ok ? replay(read.value) : read;
  });
  if (!result.ok) {
    const { code, step } = result.error;
    return (
      <p class="panel replay-problem" role="alert" data-code={code}>
        {r.recordError[code]}
        {step !== undefined && ` ${r.atMove(step + 1)}`}
      </p>
    );
  }
  const { record } = result.value;
  const save = (
    <button
      type="button"
      class="btn small replay-save"
      title={r.saveTitle}
      onClick={() => saveRecord(record, source.name)}
    >
      {r.save}
    </button>
  );
  return <Player replayed={result.value} roomId={source.roomId} extra={save} />;
}
