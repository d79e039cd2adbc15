import { describe, expect, it } from 'vitest';
import { parseClientMessage, parseServerMessage } from '../../shared/protocol';

/** The `log_page` messages and the `history` message's `from` (docs/protocol.md). */
describe('log_page and history.from on the wire', () => {
  it('a client asks for a page by game and turn boundary (positive integers only)', () => {
    expect(parseClientMessage('{"type":"log_page","game":2,"before":41}')).toEqual({
      ok: true,
      message: { type: 'log_page', game: 2, before: 41 },
    });
    for (const bad of [
      '{"type":"log_page","game":2}',
      '{"type":"log_page","game":2,"before":0}',
      '{"type":"log_page","game":0,"before":4}',
      '{"type":"log_page","game":2,"before":"41"}',
      '{"type":"log_page","game":2,"before":4.5}',
    ])
      expect(parseClientMessage(bad).ok).toBe(false);
  });

  it('the server’s page carries its boundaries, whether more is older, and redacted events', () => {
    const page = {
      type: 'log_page',
      game: 2,
      from: 7,
      before: 41,
      more: true,
      events: [
        { type: 'turn_started', seat: 1 },
        { type: 'revealed', seat: 1, target: { kind: 'center', slot: 3 }, value: null },
      ],
    };
    expect(parseServerMessage(JSON.stringify(page))).toEqual({ ok: true, message: page });
    expect(parseServerMessage(JSON.stringify({ ...page, more: undefined })).ok).toBe(false);
  });

  it('a history may say where it starts (`from`), and is read without it as before', () => {
    const history = { type: 'history', game: 1, version: 300, complete: false, events: [] };
    expect(parseServerMessage(JSON.stringify({ ...history, from: 61 }))).toEqual({
      ok: true,
      message: { ...history, from: 61 },
    });
    expect(parseServerMessage(JSON.stringify(history))).toEqual({ ok: true, message: history });
    expect(parseServerMessage(JSON.stringify({ ...history, from: 0 })).ok).toBe(false);
  });
});
