import { lobbyRoom, runningTable } from './rooms';

/**
 * The screens the bench opens, each as a visitor of its kind would, and what counts as shown:
 * selectors for what the page shows, never the client's internals, so the same scenario measures
 * any version of the client.
 */

export interface Visit {
  /** Path and query on the proxy's origin. */
  path: string;
  /** localStorage before the page runs (web/net/storage.ts keys). */
  storage: Record<string, string>;
  /** The screen is shown when one of these is visible (the first listed is the main one). */
  shown: string[];
}

export interface Scenario {
  name: string;
  /** What a visit in this scenario opens (rooms made over HTTP on `base`, wrangler dev itself). */
  prepare(base: string, lang: string): Promise<Visit>;
  /** Whether one prepared room serves every run (true) or each run needs its own. */
  reusable: boolean;
  /** What the figures mean, for the output. */
  about: string;
}

const NAME_KEY = 'trio:name';
const LANG_KEY = 'trio:lang';
const tokenKey = (id: string) => `trio:token:${id}`;

/** A seated player's table: their hand, or the turn banner above it. */
const TABLE_SHOWN = ['.my-seat .my-hand .card', '.turn-banner'];

export const SCENARIOS: Record<string, Scenario> = {
  home: {
    name: 'home',
    about: 'a first visit to / ; shown: the Play now button',
    reusable: true,
    prepare: async (_base, lang) => ({
      path: '/',
      storage: { [LANG_KEY]: lang },
      shown: ['.play-now button[type=submit]'],
    }),
  },
  invite: {
    name: 'invite',
    about:
      'a visitor with a saved name and no token opens /g/:id of a room in its lobby; shown: "Sit here" on a free seat (or the name gate, if the page asks)',
    reusable: true,
    prepare: async (base, lang) => {
      const room = await lobbyRoom(base);
      return {
        path: `/g/${room.id}`,
        storage: { [NAME_KEY]: 'Bea', [LANG_KEY]: lang },
        shown: ['.lobby .seat-row.empty button', '.name-gate button[type=submit]'],
      };
    },
  },
  table: {
    name: 'table',
    about:
      'a seated player (token and name saved) reopens /g/:id of a running table; shown: their hand or the turn banner',
    reusable: true,
    prepare: async (base, lang) => {
      const room = await runningTable(base);
      return {
        path: `/g/${room.id}`,
        storage: { [NAME_KEY]: 'Ann', [LANG_KEY]: lang, [tokenKey(room.id)]: room.token },
        shown: TABLE_SHOWN,
      };
    },
  },
  embed: {
    name: 'embed',
    about:
      'the seated player opens /embed/:id of their running table directly (no host page); shown: as table',
    reusable: true,
    prepare: async (base, lang) => {
      const room = await runningTable(base);
      return {
        path: `/embed/${room.id}`,
        storage: { [NAME_KEY]: 'Ann', [LANG_KEY]: lang, [tokenKey(room.id)]: room.token },
        shown: TABLE_SHOWN,
      };
    },
  },
};
