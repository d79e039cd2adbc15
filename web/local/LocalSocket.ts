import { finishedGames } from './finished';
import type { LocalTableOptions } from './table-options';
import type { FromTable, ToTable } from './worker-messages';

/**
 * The local table as a WebSocket: the subset of the interface web/net/connection.ts uses
 * (`readyState`, `send`, `close`, `open`/`message`/`close` listeners), backed by a Web Worker that
 * runs the table (table-worker.ts, a chunk of its own). The connection code does not know the
 * difference: it joins, reads `welcome`, `room` and `state` frames and sends `act` and
 * `rematch`, as with a room. Events come asynchronously, as a socket's do.
 */

/** What a listener gets: a frame's text (`message`), the close's code (`close`). */
type SocketEvent = { data: unknown; code: number };
type Listener = (event: SocketEvent) => void;

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

/** What a table is given: its options, the pacing left to the room's. */
export type LocalGame = Omit<LocalTableOptions, 'pacing'> & Partial<Pick<LocalTableOptions, 'pacing'>>;

export class LocalSocket {
  readyState = CONNECTING;
  private readonly worker: Worker;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(game: LocalGame) {
    this.worker = new Worker(new URL('./table-worker.ts', import.meta.url), { type: 'module' });
    this.worker.addEventListener('message', (event: MessageEvent<FromTable>) => {
      if (this.readyState === CLOSED) return;
      const data = event.data;
      if (data.kind === 'frame') this.emit('message', { data: data.frame, code: 0 });
      else if (data.kind === 'record')
        finishedGames.value = [...finishedGames.value, { game: data.game, record: data.record }];
      else this.ended(data.code);
    });
    // A table that broke (a bug, a chunk that failed to load): the socket drops, as a room's would.
    this.worker.addEventListener('error', () => this.ended(1011));
    // A new table: the records of another one's games are not its own.
    finishedGames.value = [];
    this.post({ kind: 'start', options: game });
    setTimeout(() => {
      if (this.readyState !== CONNECTING) return;
      this.readyState = OPEN;
      this.emit('open', { data: null, code: 0 });
    }, 0);
  }

  addEventListener(type: 'open' | 'message' | 'close', listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  /** Sends one frame; dropped unless open (the connection only sends on an open socket). */
  send(frame: string): void {
    if (this.readyState === OPEN) this.post({ kind: 'frame', frame });
  }

  close(code = 1000): void {
    if (this.readyState === CLOSED) return;
    this.post({ kind: 'stop' });
    this.ended(code);
  }

  private ended(code: number): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    this.worker.terminate();
    setTimeout(() => this.emit('close', { data: null, code }), 0);
  }

  private post(message: ToTable): void {
    this.worker.postMessage(message);
  }

  private emit(type: string, event: SocketEvent): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}
