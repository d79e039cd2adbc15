import { type ClientLink, type Parse, RecordingClient } from '../harness/room-client';

/**
 * A wait's deadline in workerd (ms): under vitest's 5 s test timeout, so a wait that is not met
 * fails with its own message (what it waited for, the last frames) before the test does.
 */
export const WORKERD_DEADLINE_MS = 4_000;

/** A real WebSocket as a `ClientLink`. */
export function socketLink(ws: WebSocket): ClientLink {
  return { send: (frame) => ws.send(frame), close: (code, reason) => ws.close(code, reason) };
}

/**
 * Feeds `client` what `ws` receives: every frame (a frame that does not parse fails the test)
 * and the close. The room's `TestClient` and quick match's `MatchClient` are both wired so.
 */
export function wire<M>(ws: WebSocket, client: RecordingClient<M>): void {
  ws.addEventListener('message', (event) => client.receive(typeof event.data === 'string' ? event.data : ''));
  ws.addEventListener('close', (event) => client.ended(event.code, event.reason));
}

/** One real WebSocket of a test, recording every frame it receives in order, parsed by `parse`. */
export class RecordingSocket<M> extends RecordingClient<M> {
  constructor(
    readonly ws: WebSocket,
    parse: Parse<M>,
  ) {
    super(socketLink(ws), parse, WORKERD_DEADLINE_MS);
    wire(ws, this);
  }
}
