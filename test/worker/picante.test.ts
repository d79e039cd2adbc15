import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createRoom, ORIGIN } from './client';

/**
 * The Picante house rule (issue 14) through the Worker: `spicyThreeTrios` on `POST /api/games`, in
 * the summary over HTTP, and refused there when it is not a boolean. The room's side (configure,
 * the room message, the game it deals) is test/room/picante-game.test.ts.
 */

const picante = { players: 3, mode: 'spicy', teams: false, log: 'classic', spicyThreeTrios: true } as const;
const official = { players: 3, mode: 'spicy', teams: false, log: 'classic' } as const;
/** A room's settings as the server reports them: the turn timer left out is the normal one. */
const reported = <T extends object>(config: T) => ({ ...config, turnTimer: 'normal' });

async function summaryOf(id: string): Promise<Record<string, unknown>> {
  const response = await exports.default.fetch(`${ORIGIN}/api/games/${id}`);
  expect(response.status).toBe(200);
  return response.json();
}

const post = (body: unknown) =>
  exports.default.fetch(`${ORIGIN}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the spicyThreeTrios room option', () => {
  it('POST /api/games with the option: the summary shows it; without it (an older client) it is off', async () => {
    const on = await createRoom(picante);
    expect((await summaryOf(on)).config).toEqual(reported(picante));
    const off = await createRoom(official);
    expect((await summaryOf(off)).config).toEqual(reported({ ...official, spicyThreeTrios: false }));
  });

  it.each([
    ['a string', 'yes'],
    ['null', null],
    ['a number', 1],
  ])('POST /api/games refuses spicyThreeTrios as %s with 400 and creates nothing', async (_name, value) => {
    const response = await post({ ...official, spicyThreeTrios: value });
    expect(response.status).toBe(400);
    const body = await response.json<{ error: { code: string }; id?: string }>();
    expect(body.error.code).toBe('http/bad_request');
    expect(body.id).toBeUndefined();
  });
});
