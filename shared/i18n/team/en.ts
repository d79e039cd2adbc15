/**
 * English, the source of `TeamMessages`: a team game's words — the swap after the deal and after
 * each trio (its panel, the turn banner, the notice when it is done), the teams' trios, the log's
 * team lines. A lazy chunk of its own per language, fetched with the swap panel as soon as the
 * room is known to be a team game; the table waits for it before it shows a team table. The
 * conventions of ../table/en.ts apply.
 */

export const enTeam = {
  // The swap panel (SwapPanel.tsx) and the notice once a swap is done (swap-notice.ts).
  teamSwap: 'Team swap',
  swapDecided: (teams: number): string =>
    teams === 1
      ? 'Your team has decided. Waiting for the other team…'
      : 'Your team has decided. Waiting for the other teams…',
  swapOffered: (value: number) =>
    `You offered your ${value}. If your partner offers a card too, you swap. Waiting…`,
  swapSkipped: 'You skipped this swap: no cards move. Waiting for your partner…',
  swapHowTo:
    'Tap a card in your hand to offer it to your partner, in secret. You swap only if both of you offer one.',
  skipSwap: 'Skip the swap',
  swapDone: ({ gave, got }: { gave: number; got: number }) =>
    `Swap done: you gave ${gave} and received ${got}.`,
  swapDoneSame: 'Swap done: you gave and received the same value.',

  // The seats, the turn banner and the log in a team game.
  offerCard: (value: number) => `Offer your ${value} to your partner`,
  offeredCard: (value: number) => `your ${value}, offered to your partner`,
  teamTrios: (team: string) => `${team}’s trios`,
  swapAfterDeal: 'After the deal, partners may swap one card.',
  swapAfterTrio: ({ who, teams }: { who: string; teams: number }) =>
    teams === 1
      ? `${who} collected a trio: the other team may swap.`
      : `${who} collected a trio: the other teams may swap.`,
  swapPick: 'Pick a card to offer your partner, or skip',
  swapWaiting: 'Waiting for the teams to swap…',
  logYourTeamSwapped: 'Your team swapped a card.',
  logYourTeamNoSwap: 'Your team did not swap.',
  logYourTeamWon: 'Your team won the game!',
};

/** A team game's words (the swap, the teams' trios, the log's team lines): English defines them. */
export type TeamMessages = typeof enTeam;

export default enTeam;
