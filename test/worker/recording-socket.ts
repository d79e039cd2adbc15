/**
 * One real WebSocket of a test, recording every frame it receives in order, parsed by `parse`
 * (a frame that does not parse fails the test): the room's `TestClient` and quick match's
 * `MatchClient` are both this, with their own parser and helpers.
 */
type Parse<M> = (frame: string) => { ok: true; message: M } | { ok: false; reason: string };

type Waiter<M> = { match: (m: M) => boolean; resolve: (m: M) => void };

export class RecordingSocket<M> {
  readonly frames: string[] = [];
  readonly messages: M[] = [];
  closed: { code: number; reason: string } | null = null;
  private cursor = 0;
  private waiters: Waiter<M>[] = [];
  private closeWaiters: ((c: { code: number; reason: string }) => void)[] = [];

  constructor(
    readonly ws: WebSocket,
    parse: Parse<M>,
  ) {
    ws.addEventListener('message', (event) => {
      const frame = typeof event.data === 'string' ? event.data : '';
      this.frames.push(frame);
      const parsed = parse(frame);
      if (!parsed.ok) throw new Error(`the server sent an invalid message: ${parsed.reason}`);
      this.messages.push(parsed.message);
      this.flush();
    });
    ws.addEventListener('close', (event) => {
      this.closed = { code: event.code, reason: event.reason };
      for (const resolve of this.closeWaiters) resolve(this.closed);
      this.closeWaiters = [];
    });
  }

  send(message: object): void {
    this.ws.send(JSON.stringify(message));
  }

  /** The next unread message matching `match` (earlier unread ones that do not are skipped). */
  nextMatching(match: (m: M) => boolean): Promise<M> {
    return new Promise((resolve) => {
      this.waiters.push({ match, resolve });
      this.flush();
    });
  }

  /** Resolves when the server closes this socket. */
  whenClosed(): Promise<{ code: number; reason: string }> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve) => this.closeWaiters.push(resolve));
  }

  /** Closes the socket: 1000 by default, or `code` (e.g. `CLOSE_CODES.left`, leaving on purpose). */
  close(code = 1000): void {
    this.ws.close(code, 'bye');
  }

  private flush(): void {
    while (this.waiters.length > 0) {
      const waiter = this.waiters[0];
      if (!waiter) return;
      let found = -1;
      for (let i = this.cursor; i < this.messages.length; i++) {
        const m = this.messages[i];
        if (m !== undefined && waiter.match(m)) {
          found = i;
          break;
        }
      }
      if (found < 0) return;
      this.cursor = found + 1;
      this.waiters.shift();
      const m = this.messages[found];
      if (m !== undefined) waiter.resolve(m);
    }
  }
}
