import type { LifeMessages } from './en';

/**
 * Japanese (日本語). Terms, used everywhere: トリオ, シンプル / スパイシー (the Japanese edition's mode
 * names), つながったトリオ (connected trios), 場 (the center), 手札 (a hand), めくる (reveal),
 * そろえる (collect a trio), はずれ (a mismatch), 一番小さい / 一番大きいカード (lowest / highest),
 * 交換 (the team swap), 観戦 (watching). Full-width punctuation, no spaces between words; Japanese
 * has one plural form, so counts take a counter (人, 枚, 席, 秒) and no `f.plural`.
 */

export const jaLife: LifeMessages = {
  away: '離席中',
  awayBotPlays: '離席中・ボットがプレイ',
  awaySoon: '離席中・まもなくボット',
  awayIn: (seconds: number) => `離席中・${seconds}秒後にボットがプレイ`,
  awayInShort: (seconds: number) => `離席中・${seconds}秒後にボット`,
  awayTitle: '離席が1分続くと、戻るまでボットが代わりにプレイします',
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
  timesUp: '時間切れ！残りの手番はボットが代わりに進めました。',
  welcomeBack: 'おかえりなさい！離れている間は、ボットが代わりにプレイしていました。',
};

export default jaLife;
