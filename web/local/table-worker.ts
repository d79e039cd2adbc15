import { ROOM_PACING } from './pacing';
import { LocalTable } from './table';
import type { LocalTableOptions } from './table-options';
import type { FromTable, ToTable } from './worker-messages';

/**
 * The Web Worker that runs the local table (table.ts): the engine and the computer players run
 * here, off the page's main thread, so the page never stutters while a computer thinks. The page
 * (LocalSocket.ts) posts `start` once with the table's options, then every frame it would send
 * a room; the worker posts back every frame the table sends, and `close`.
 */

interface WorkerScope {
  postMessage(message: FromTable): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToTable>) => void): void;
}

const scope = self as unknown as WorkerScope;
let table: LocalTable | null = null;

function hex(): string {
  let out = '';
  for (const b of crypto.getRandomValues(new Uint8Array(16))) out += b.toString(16).padStart(2, '0');
  return out;
}

scope.addEventListener('message', (event) => {
  const data = event.data;
  if (data.kind === 'start') {
    table?.stop();
    const options: LocalTableOptions = { pacing: ROOM_PACING, ...data.options };
    table = new LocalTable(options, {
      send: (frame) => scope.postMessage({ kind: 'frame', frame }),
      close: (code) => {
        table?.stop();
        scope.postMessage({ kind: 'close', code });
      },
      later: (run, ms) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
      random: Math.random,
      id: hex,
      record: (game, record) => scope.postMessage({ kind: 'record', game, record }),
    });
  } else if (data.kind === 'frame') table?.receive(data.frame);
  else table?.stop();
});
