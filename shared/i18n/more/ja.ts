import type { MoreMessages } from './en';

/**
 * Japanese (日本語). Terms, used everywhere: トリオ, シンプル / スパイシー (the Japanese edition's mode
 * names), つながったトリオ (connected trios), 場 (the center), 手札 (a hand), めくる (reveal),
 * そろえる (collect a trio), はずれ (a mismatch), 一番小さい / 一番大きいカード (lowest / highest),
 * 交換 (the team swap), 観戦 (watching). Full-width punctuation, no spaces between words; Japanese
 * has one plural form, so counts take a counter (人, 枚, 席, 秒) and no `f.plural`.
 */

export const jaMore: MoreMessages = {
  keepSeatNote: 'このブラウザーはこの枠に何も保存しません。ページを再読み込みすると席が失われます。',
  keepSeatLink: '別のタブで席を残す ↗',
  closeRules: 'ルールを閉じる',
  close: '閉じる',

  leaveTitle: 'このゲームを抜けますか？',
  leaveBody:
    'ゲームはあなた抜きで続き、戻るまではボットが代わりにプレイします。席はこの端末に保存され、トップページから戻れます。',
  stay: '残る',
  leave: '抜ける',

  winningTrios: '勝利を決めたトリオ',
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
  swapDone: ({ gave, got }: { gave: number; got: number }) =>
    `交換完了：${gave}を渡して、${got}を受け取りました。`,
  swapDoneSame: '交換完了：渡したのと同じ数字が戻ってきました。',
  away: '離席中',
  awayBotPlays: '離席中・ボットがプレイ',
  awaySoon: '離席中・まもなくボット',
  awayIn: (seconds: number) => `離席中・${seconds}秒後にボットがプレイ`,
  awayInShort: (seconds: number) => `離席中・${seconds}秒後にボット`,
  awayTitle: '離席が1分続くと、戻るまでボットが代わりにプレイします',

  // A team game’s words (the table fetches them with the swap panel before it shows a team table).
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
  yourTeamWinsBecause: (reason: string) => `${reason}であなたのチームの勝ち！`,
  teamWinsBecause: ({ team, names, reason }: { team: string; names: string; reason: string }) =>
    `${reason}で${team}（${names}）の勝ち！`,
  logYourTeamSwapped: 'あなたのチームがカードを交換しました。',
  logYourTeamNoSwap: 'あなたのチームは交換しませんでした。',
  logYourTeamWon: 'あなたのチームの勝ち！',

  react: 'リアクションを送る',
  reactions: 'リアクション',
  reactClap: '拍手',
  reactWow: 'すごい',
  reactPhew: 'ふう',
  reactThink: '考え中',
  reactLaugh: '大笑い',
  reactScream: '悲鳴',
  reactFire: '絶好調',
  reactThumbs: 'いいね',
  reactNice: 'ナイス！',
  reactOops: 'しまった',
  reactWellPlayed: 'お見事',
  reactYourTurn: 'あなたの番！',
  reactGoodGame: 'いい勝負でした',
  reactThanks: 'ありがとう',
  reactionBy: ({ name, reaction }: { name: string; reaction: string }) => `${name}：${reaction}`,
  reactionsTeamOff: 'チーム戦の間はリアクションできません。パートナーとのやりとりは交換だけです。',
  reactionsSeatedOnly: 'リアクションできるのは席についているプレイヤーだけです。',
  hideReactions: 'ほかのプレイヤーのリアクションを隠す',
  sounds: '効果音',
  score: (values: string) => `勝利数：${values}`,
  finalHand: ({ name, values }: { name: string; values: string }) => `${name}の手札：${values}`,

  trioOfWinning: (value: number) => `${value}のトリオ（勝利の決め手）`,

  youWinBecause: (reason: string) => `${reason}であなたの勝ち！`,
  winsBecause: ({ name, reason }: { name: string; reason: string }) => `${reason}で${name}の勝ち！`,
  timesUp: '時間切れ！残りの手番はボットが代わりに進めました。',
  welcomeBack: 'おかえりなさい！離れている間は、ボットが代わりにプレイしていました。',
};

export default jaMore;
