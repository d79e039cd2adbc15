import type { TeamMessages } from './en';

/**
 * German, with "du" (the friendly address). The modes are "Einfach" and "Scharf" everywhere
 * (settings, rules, log, previews); a trio of 7s is the "7er-Trio". A player's name never takes a
 * genitive -s (it breaks on "Max" or "Bot 2"): the messages say "von Ana" or put the name first.
 * An ellipsis follows its word after a no-break space ("Verbinde …"), a unit after its number.
 */

export const deTeam: TeamMessages = {
  teamSwap: 'Teamtausch',
  swapDecided: (teams: number) =>
    teams === 1
      ? 'Dein Team hat sich entschieden. Warten auf das andere Team\u00a0…'
      : 'Dein Team hat sich entschieden. Warten auf die anderen Teams\u00a0…',
  swapOffered: (value: number) =>
    `Du hast deine ${value} angeboten. Bietet dein Partner auch eine Karte an, wird getauscht. Warten\u00a0…`,
  swapSkipped:
    'Du verzichtest auf diesen Tausch: Keine Karte wechselt die Hand. Warten auf deinen Partner\u00a0…',
  swapHowTo:
    'Tippe auf eine Karte deiner Hand, um sie deinem Partner heimlich anzubieten. Getauscht wird nur, wenn ihr beide eine anbietet.',
  skipSwap: 'Auf den Tausch verzichten',
  swapDone: ({ gave, got }: { gave: number; got: number }) =>
    `Getauscht: Du hast eine ${gave} abgegeben und eine ${got} bekommen.`,
  swapDoneSame: 'Getauscht: Du hast denselben Wert abgegeben und bekommen.',
  offerCard: (value: number) => `Deine ${value} deinem Partner anbieten`,
  offeredCard: (value: number) => `deine ${value}, deinem Partner angeboten`,
  teamTrios: (team: string) => `Trios von ${team}`,
  swapAfterDeal: 'Nach dem Austeilen dürfen Partner eine Karte tauschen.',
  swapAfterTrio: ({ who, teams }: { who: string; teams: number }) =>
    teams === 1
      ? `${who} hat ein Trio gesammelt: Das andere Team darf tauschen.`
      : `${who} hat ein Trio gesammelt: Die anderen Teams dürfen tauschen.`,
  swapPick: 'Wähl eine Karte, die du deinem Partner anbietest, oder verzichte',
  swapWaiting: 'Warten, bis die Teams getauscht haben\u00a0…',
  logYourTeamSwapped: 'Dein Team hat eine Karte getauscht.',
  logYourTeamNoSwap: 'Dein Team hat nicht getauscht.',
  logYourTeamWon: 'Dein Team hat die Partie gewonnen!',
};

export default deTeam;
