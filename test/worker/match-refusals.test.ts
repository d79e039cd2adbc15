import { runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from './client';
import { MatchClient, seekFor, upgradeMatch } from './match-client';

/** Quick match refuses bad input and abuse clearly, and nothing changes. */

const query = { players: '6', mode: 'simple' };

async function stored(name: string): Promise<number> {
  return runInDurableObject(env.MATCHMAKER.get(env.MATCHMAKER.idFromName(name)), (_q, state) => {
    const tables = state.storage.sql.exec("SELECT name FROM sqlite_master WHERE name = 'seekers'").toArray();
    return tables.length === 0
      ? 0
      : Number(state.storage.sql.exec('SELECT COUNT(*) AS n FROM seekers').one().n);
  });
}

describe('GET /api/match/ws refuses', () => {
  it('a request without the upgrade (426), a bad query (400)', async () => {
    const plain = await exports.default.fetch(`${ORIGIN}/api/match/ws`);
    expect(plain.status).toBe(426);
    expect((await plain.json<{ error: { code: string } }>()).error.code).toBe('http/upgrade_required');
    const bad = await upgradeMatch({ query: { players: '7' } });
    expect(bad.status).toBe(400);
    expect((await bad.json<{ error: { code: string } }>()).error.code).toBe('http/bad_request');
  });

  it('the 21st socket in a burst from one address (429 with Retry-After)', async () => {
    const opened: Response[] = [];
    for (let i = 0; i < 20; i++) opened.push(await upgradeMatch({ query, from: '203.0.113.9' }));
    expect(opened.every((r) => r.status === 101)).toBe(true);
    const refused = await upgradeMatch({ query, from: '203.0.113.9' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBeTruthy();
    expect((await refused.json<{ error: { code: string } }>()).error.code).toBe('http/rate_limited');
    expect((await upgradeMatch({ query, from: '203.0.113.10' })).status).toBe(101);
    for (const r of opened) r.webSocket?.accept();
  });
});

describe('the quick-match socket refuses', () => {
  it.each([
    ['not JSON', 'seek me'],
    ['an unknown type', JSON.stringify({ type: 'join', protocol: 1, name: 'Ann' })],
    ['a name with control characters', JSON.stringify(seekFor('A\u0000nn', { players: 6 }))],
    ['a wait too short', JSON.stringify(seekFor('Ann', { players: 6, waitMs: 1000 }))],
    ['a wait too long', JSON.stringify(seekFor('Ann', { players: 6, waitMs: 600_000 }))],
    ['a count of players that does not exist', JSON.stringify({ ...seekFor('Ann'), players: 7 })],
    [
      'a seeker secret that is not 32 hex characters',
      JSON.stringify(seekFor('Ann', { players: 6, seeker: 'abc' })),
    ],
  ])('%s: protocol/invalid_message, and nobody is queued', async (_what, frame) => {
    const client = await MatchClient.open({ query });
    client.ws.send(frame);
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'protocol/invalid_message' });
    expect(await stored('6.simple.world')).toBe(0);
    client.close();
  });

  it('a cancel before any seek, and a second seek on one socket', async () => {
    const client = await MatchClient.open({ query });
    client.send({ type: 'cancel' });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'match/not_seeking' });
    client.send(seekFor('Ann', { players: 6 }));
    await client.next((m) => m.type === 'seeking');
    client.send(seekFor('Ann', { players: 6 }));
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'match/already_seeking' });
    expect(await stored('6.simple.world')).toBe(1);
    client.send({ type: 'cancel' });
    await client.whenClosed();
    expect(await stored('6.simple.world')).toBe(0);
  });

  it('another protocol version (close 4001), a frame over 4 KiB (close 1009), a flood (close 1008)', async () => {
    const old = await MatchClient.open({ query });
    old.send(seekFor('Ann', { players: 6, protocol: 0 }));
    expect((await old.whenClosed()).code).toBe(4001);
    const big = await MatchClient.open({ query });
    big.ws.send(JSON.stringify({ ...seekFor('Ann', { players: 6 }), pad: 'x'.repeat(5000) }));
    expect((await big.whenClosed()).code).toBe(1009);
    const flood = await MatchClient.open({ query });
    for (let i = 0; i < 25; i++) flood.send({ type: 'cancel' });
    expect((await flood.whenClosed()).code).toBe(1008);
    expect(await stored('6.simple.world')).toBe(0);
  });

  it('a full queue from one address: match/queue_full, and nobody more is queued', async () => {
    const name = '6.spicy.world';
    const from = '198.51.100.7';
    const q = { players: '6', mode: 'spicy' };
    // Twelve seekers from one address may wait. A table forms at six, so every five are held (as
    // for a table being formed) before more come.
    const stub = env.MATCHMAKER.get(env.MATCHMAKER.idFromName(name));
    for (let i = 0; i < 12; i++) {
      await MatchClient.seek(`P${i}`, { query: q, from }, { players: 6, mode: 'spicy' });
      if (i % 5 === 4)
        await runInDurableObject(stub, (_q, state) => {
          state.storage.sql.exec('UPDATE seekers SET held_until = ?', Date.now() + 60_000);
        });
    }
    expect(await stored(name)).toBe(12);
    const extra = await MatchClient.open({ query: q, from: '198.51.100.7' });
    extra.send(seekFor('Late', { players: 6, mode: 'spicy' }));
    expect(await extra.next((m) => m.type === 'error')).toMatchObject({ code: 'match/queue_full' });
    expect(await stored(name)).toBe(12);
  });
});
