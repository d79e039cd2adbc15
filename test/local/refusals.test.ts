import { describe, expect, it } from 'vitest';
import { LocalSide } from './harness';

const config = { players: 3, mode: 'simple', teams: false, log: 'classic', turnTimer: 'off' } as const;
const seeds = ['a'.repeat(32), 'b'.repeat(32)];

describe('the local table refuses bad input as the room does, and sends views only', () => {
  it('answers a frame that is not a message, a move before joining, a stale or illegal move, with the state unchanged', () => {
    const local = new LocalSide(config, ['easy', 'easy'], seeds);
    local.table.receive('{"type":"act"');
    expect(local.last('error')?.code).toBe('protocol/invalid_message');
    local.send({ type: 'rematch' });
    expect(local.last('error')?.code).toBe('protocol/join_required');
    local.send({ type: 'join', protocol: 1, name: 'Ann' });
    const dealt = local.last('state');
    expect(dealt?.version).toBe(0);
    local.send({ type: 'act', action: { type: 'reveal', target: { kind: 'center', slot: 0 } }, version: 7 });
    expect(local.last('error')?.code).toBe('room/stale_version');
    local.send({
      type: 'act',
      action: { type: 'reveal', target: { kind: 'hand', seat: 5, end: 'lowest' } },
      version: 0,
    });
    // No seat 5 at a table of three (or not this seat's turn yet): the engine's refusal either way.
    expect(local.last('error')?.code).toMatch(/^engine\/(not_revealable|not_your_turn)$/);
    local.send({ type: 'rematch' });
    expect(local.last('error')?.code).toBe('room/wrong_status');
    local.send({ type: 'add_bot', seat: 1, level: 'hard' });
    expect(local.last('error')?.code).toBe('room/wrong_status');
    expect(local.last('state')).toEqual(dealt);
    local.flush();
    // Neither the deal, the seeds, nor a computer's memory ever leaves the table.
    expect(local.frames.join('')).not.toMatch(/"seed"|"rng"|"hands"|aaaaaaaa|bbbbbbbb/);
  });
});
