import { formatFor } from '../format';

/**
 * The Worker's link previews in English (Open Graph, Twitter, oEmbed: worker/http/room-text.ts),
 * the source of `PreviewMessages`. Never shipped to the client. The mode and the game's other
 * words match the client's catalog (../table).
 */

const f = formatFor('en');

export const enPreview = {
  previewTitle: ({
    mode,
    players,
    teams,
    state,
  }: {
    mode: 'simple' | 'spicy';
    players: number;
    teams: boolean;
    state: string;
  }) => `Trio — ${mode}, ${players} players${teams ? ' in teams' : ''}, ${state}`,
  previewPlaying: 'game in progress',
  previewOver: 'game over',
  previewFull: 'table full',
  previewFree: (n: number) => f.plural(n, { one: '1 seat free', other: `${n} seats free` }),
  previewNobody: 'Nobody has sat down yet.',
  previewAtTable: (names: string) => `At the table: ${names}.`,
  previewGoalSimple: 'Simple mode: three trios (or the three 7s) win.',
  previewGoalSpicy: 'Spicy mode: two connected trios win.',
  previewGoalSpicyThree: 'Spicy mode (Picante): two connected trios or three trios win.',
  previewPitch: 'Play Trio in the browser: no account, no install.',
  previewImageAlt: 'Trio: three cards of a kind',
  siteDescription:
    'Play the card game Trio online with friends or bots: share a link, no account, no install.',
  notFoundTitle: 'There’s no page here',
  notFoundBody:
    'The address may be mistyped or cut short. A game’s link looks like /g/ followed by its code.',
  notFoundHome: 'Go to Trio Online',
  notFoundPageTitle: 'Page not found · Trio Online',
};

/** Every preview message: English defines the keys and parameters. */
export type PreviewMessages = typeof enPreview;
