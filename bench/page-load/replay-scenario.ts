import { setTimeout as sleep } from 'node:timers/promises';
import { finishedGames, runningTable } from './rooms';
import type { Scenario } from './scenarios';

/**
 * A finished game's replay (`/g/:id/replay/1`), for bench:bundle's count in Chromium. The game is
 * played to its end by the room itself: with the server's `TURN_LIMIT_MS` tiny and the `fast`
 * turn timer, the absent player's turns go to a computer too (worker/room/timing.ts).
 */
export const SERVER_VARS = { BOT_DELAY_MS: '0', TURN_LIMIT_MS: '30' };

export const REPLAY: Scenario = {
  name: 'replay',
  about: 'a finished game of a room; shown: the replay board',
  reusable: true,
  prepare: async (base, lang) => {
    const room = await runningTable(base, 'fast');
    for (let i = 0; i < 240 && (await finishedGames(base, room.id)) === 0; i++) await sleep(250);
    if ((await finishedGames(base, room.id)) === 0)
      throw new Error('the replay room did not finish its game in 60 s');
    return { path: `/g/${room.id}/replay/1`, storage: { 'trio:lang': lang }, shown: ['.replay-board'] };
  },
};
