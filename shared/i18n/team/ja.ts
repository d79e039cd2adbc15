import type { TeamMessages } from './en';

/**
 * Japanese (日本語). Terms, used everywhere: トリオ, シンプル / スパイシー (the Japanese edition's mode
 * names), つながったトリオ (connected trios), 場 (the center), 手札 (a hand), めくる (reveal),
 * そろえる (collect a trio), はずれ (a mismatch), 一番小さい / 一番大きいカード (lowest / highest),
 * 交換 (the team swap), 観戦 (watching). Full-width punctuation, no spaces between words; Japanese
 * has one plural form, so counts take a counter (人, 枚, 席, 秒) and no `f.plural`.
 */

export const jaTeam: TeamMessages = {
  teamSwap: 'カード交換',
  swapDecided: (teams: number) =>
    teams === 1
      ? 'チームの選択が済みました。相手チームを待っています…'
      : 'チームの選択が済みました。ほかのチームを待っています…',
  swapOffered: (value: number) =>
    `${value}を差し出しました。パートナーもカードを差し出せば交換成立です。待っています…`,
  swapSkipped: '今回は交換しないことにしました。カードは動きません。パートナーを待っています…',
  swapHowTo:
    '手札のカードをタップすると、こっそりパートナーに差し出せます。2人とも差し出したときだけ交換されます。',
  skipSwap: '交換しない',
  swapDone: ({ gave, got }: { gave: number; got: number }) =>
    `交換完了：${gave}を渡して、${got}を受け取りました。`,
  swapDoneSame: '交換完了：渡したのと同じ数字が戻ってきました。',
  offerCard: (value: number) => `${value}をパートナーに差し出す`,
  offeredCard: (value: number) => `あなたの${value}、パートナーに差し出し中`,
  teamTrios: (team: string) => `${team}のトリオ`,
  swapAfterDeal: '配り終えたら、パートナー同士でカードを1枚交換できます。',
  swapAfterTrio: ({ who, teams }: { who: string; teams: number }) =>
    teams === 1
      ? `${who}がトリオをそろえました。相手チームはカードを交換できます。`
      : `${who}がトリオをそろえました。ほかのチームはカードを交換できます。`,
  swapPick: 'パートナーに差し出すカードを選ぶか、スキップしてください',
  swapWaiting: 'チームの交換を待っています…',
  logYourTeamSwapped: 'あなたのチームがカードを交換しました。',
  logYourTeamNoSwap: 'あなたのチームは交換しませんでした。',
  logYourTeamWon: 'あなたのチームの勝ち！',
};

export default jaTeam;
