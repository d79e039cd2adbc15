import type { OverMessages } from './en';

/**
 * Japanese (日本語). Terms, used everywhere: トリオ, シンプル / スパイシー (the Japanese edition's mode
 * names), つながったトリオ (connected trios), 場 (the center), 手札 (a hand), めくる (reveal),
 * そろえる (collect a trio), はずれ (a mismatch), 一番小さい / 一番大きいカード (lowest / highest),
 * 交換 (the team swap), 観戦 (watching). Full-width punctuation, no spaces between words; Japanese
 * has one plural form, so counts take a counter (人, 枚, 席, 秒) and no `f.plural`.
 */

export const jaOver: OverMessages = {
  winningTrios: '勝利を決めたトリオ',
  showResult: '結果を見る',
  victory: '勝利！',
  gameOver: 'ゲーム終了',
  youWin: 'あなたの勝ち！',
  wins: (name: string) => `${name}の勝ち`,
  yourTeamWins: 'あなたのチームの勝ち！',
  teamWins: ({ team, names }: { team: string; names: string }) => `${team}（${names}）の勝ち`,
  winSevens: '7のトリオで即勝利です。',
  winConnected: ({ pair, sum }: { pair: string; sum: string }) => `つながったトリオ2つ：${pair}（${sum}）。`,
  winThree: (values: string) => `トリオ3つ：${values}。`,
  trioCount: (n: number) => `トリオ3つのうち${n}つ`,
  trioNeeds: ({ value, partners }: { value: number; partners: number[] }) =>
    `${value}には${partners.join('か')}が必要`,
  trioNoPartner: (value: number) => `${value}とつながる数字はもう残っていません`,
  rematch: '再戦',
  rematchByHost: 'ホストが再戦を始められます。',
  rematchBy: (name: string) => `ホストの${name}が再戦を始められます。`,
  newGame: '新しいゲーム',
  seeTable: 'テーブルを見る',
  yourTeamWinsBecause: (reason: string) => `${reason}であなたのチームの勝ち！`,
  teamWinsBecause: ({ team, names, reason }: { team: string; names: string; reason: string }) =>
    `${reason}で${team}（${names}）の勝ち！`,
  trioOfWinning: (value: number) => `${value}のトリオ（勝利の決め手）`,
  youWinBecause: (reason: string) => `${reason}であなたの勝ち！`,
  winsBecause: ({ name, reason }: { name: string; reason: string }) => `${reason}で${name}の勝ち！`,
};

export default jaOver;
