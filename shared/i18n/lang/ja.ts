import { formatFor } from '../format';
import type { Messages } from './en';

/**
 * Japanese (日本語). Terms, used everywhere: トリオ, シンプル / スパイシー (the Japanese edition's mode
 * names), つながったトリオ (connected trios), 場 (the center), 手札 (a hand), めくる (reveal),
 * そろえる (collect a trio), はずれ (a mismatch), 一番小さい / 一番大きいカード (lowest / highest),
 * 交換 (the team swap), 観戦 (watching). Full-width punctuation, no spaces between words; Japanese
 * has one plural form, so counts take a counter (人, 枚, 席, 秒) and no `f.plural`.
 */

const f = formatFor('ja');

/** Which end of a hand, for messages that name one. */
type End = 'lowest' | 'highest';

const endWord = (end: End) => (end === 'lowest' ? '一番小さい' : '一番大きい');
const endShort = (end: End) => (end === 'lowest' ? '最小' : '最大');

export const ja: Messages = {
  // ── The page and its chrome
  lang: 'ja',
  turnMark: '（あなたの番）',
  language: '言語',
  crashTitle: '問題が発生しました',
  crashBody:
    'ページで予期しない問題が発生しました。再読み込みしてもう一度お試しください。ゲームの席はそのまま残ります。',
  reload: '再読み込み',
  somethingWrong: '問題が発生しました。もう一度お試しください。',
  connected: '接続済み',
  connecting: '接続中…',
  reconnecting: '再接続中…',
  reconnectNow: '今すぐ再接続',
  offline: 'オフライン',
  rules: 'ルール',
  show: '表示',
  hide: '閉じる',
  // ── Names, settings and choices
  log: 'ログ',
  team: (letter: string) => `チーム${letter}`,
  teamWord: 'チーム',
  botName: (n: number) => `ボット${n}`,
  seatName: (n: number) => `${n}番席`,
  you: 'あなた',
  list: (items: readonly string[]) => f.list(items),

  // ── The embed
  rejoinLink: '再参加リンク ↗',
  rejoinTitle: 'この席を新しいタブで続ける（このリンクはほかの人に教えないでください）',
  openNewTab: '新しいタブで開く ↗',
  openNewTabTitle: 'このゲームを新しいタブで開く',

  // ── Joining a room
  lookingForGame: 'ゲームを探しています…',
  connectingTable: 'テーブルに接続しています…',
  // ── The room's bar and dialogs
  watching: (n: number) => `${n}人が観戦中`,
  // ── The lobby
  // ── At the table
  center: '場',
  thisTurn: 'このターン',
  yourHand: 'あなたの手札',
  spectating: 'このゲームを観戦しています。',
  centerSlot: (n: number) => `場の${n}番`,
  slotEmpty: (n: number) => `場の${n}番、空き`,
  slotFaceDown: (n: number) => `場の${n}番、裏向き`,
  slotFaceUp: ({ n, value }: { n: number; value: number }) => `場の${n}番、表向きの${value}`,
  slotTurningBack: ({ n, value }: { n: number; value: number }) => `場の${n}番、${value}、裏に戻るところ`,
  slotShort: (n: number) => `場の${n}番`,
  handCardOf: ({ name, end }: { name: string; end: End }) => `${name}の${endWord(end)}カード`,
  cardIs: (card: string) => `${card}：`,
  yourHandCard: (end: End) => `あなたの${endWord(end)}カード`,
  handEndShort: (end: End) => `の${endShort(end)}`,
  yourEndShort: (end: End) => `自分の${endShort(end)}`,
  yourCardLowest: (value: number) => `あなたの一番小さいカード、${value}`,
  yourCardHighest: (value: number) => `あなたの一番大きいカード、${value}`,
  yourCardLast: (value: number) => `あなたの最後の1枚、${value}`,
  yourCardMiddle: (value: number) => `あなたのカード、${value}（端ではないのでめくれません）`,
  yourCardShown: (value: number) => `あなたのカード、${value}`,
  yourRevealed: (value: number) => `めくられたあなたのカード、${value}`,
  handEmptyYours: '手札がありません。場やほかの人の手札からめくりましょう。',
  handEmpty: '手札なし',
  cardsWord: (_n: number) => '枚',
  playingNow: (name: string) => `${name}、プレイ中`,
  deciding: '考え中…',
  botPlaysIn: (seconds: number) => `${seconds}秒後にボットがプレイ`,
  botPlaysInShort: (seconds: number) => `${seconds}秒後にボット`,
  botPlaysForYouIn: (seconds: number) => `${seconds}秒後にボットが代わりにプレイ`,
  noTrios: 'トリオはまだなし',
  triosOf: (name: string) => `${name}のトリオ`,
  yourTrios: 'あなたのトリオ',
  trioOf: (value: number) => `${value}のトリオ`,
  // ── The turn banner and this turn's row
  yourTurnReveal: 'あなたの番：カードをめくってください',
  yourTurnFind: ({ more, value }: { more: number; value: number }) =>
    more === 1
      ? `あなたの番：${value}をあと1枚見つけてください`
      : `あなたの番：${value}をあと2枚見つけてください`,
  turnOf: (name: string) => `${name}の番`,
  turnOfBot: (name: string) => `${name}の番（ボット）`,
  reasonSevens: '7のトリオ',
  reasonThree: 'トリオ3つ',
  reasonConnected: 'つながったトリオ2つ',
  youAreRevealing: 'あなたがめくっています',
  isRevealing: (name: string) => `${name}がめくっています`,
  noMatchBack: 'はずれ。カードが裏に戻ります',
  noMatchFor: (name: string) => `${name}ははずれ。カードが裏に戻ります`,
  noMatchYourTurn: (name: string) => `${name}ははずれ。あなたの番：めくると、これらのカードは裏に戻ります`,
  noMatchYourTurnShort: (name: string) => `${name}ははずれ。あなたの番です`,
  hideCards: 'カードを伏せる',
  youCollected: (value: number) => `${value}のトリオをそろえました！`,
  collected: ({ name, value }: { name: string; value: number }) =>
    `${name}が${value}のトリオをそろえました！`,
  revealGlowing:
    '光っているカードをめくってください（場のカード、または各手札の一番小さいか一番大きいカード）。',
  revealGlowingShort: '光っているカードをめくってください',
  notConnected: '現在接続されていません。操作は送信されませんでした。',

  // ── The team swap
  // ── The log
  gameLog: 'ゲームログ',
  logGoalSimple: 'シンプル：トリオ3つで勝ち',
  logGoalSpicy: 'スパイシー：つながったトリオ2つで勝ち',
  logGoalSpicyThree: 'スパイシー：つながったトリオ2つかトリオ3つで勝ち',
  logKeepsValues: 'オープンログ：数字が残ります',
  logForgetsValues: 'クラシックログ：裏に戻ったカードの数字は消えます',
  logEarlier: '（それより前の手は表示されません）',
  logEmpty: 'まだ記録はありません。',
  logRevealed: ({ name, card }: { name: string; card: string }) => `${name}が${card}をめくりました：`,
  logYouRevealed: (card: string) => `あなたが${card}をめくりました：`,
  ownCard: (end: End) => `自分の${endWord(end)}カード`,
  yourOwnCard: (end: End) => `自分の${endWord(end)}カード`,
  logMismatch: 'はずれ。カードは元に戻ります。',
  logTrio: ({ name, value }: { name: string; value: number }) => `${name}が${value}のトリオをそろえました！`,
  logYouTrio: (value: number) => `あなたが${value}のトリオをそろえました！`,
  logYourTurn: 'あなたの番',
  logSwapStarted: '各チームはカードを1枚交換できます。',
  logSwapped: (team: string) => `${team}がカードを交換しました。`,
  logNoSwap: (team: string) => `${team}は交換しませんでした。`,
  logWon: (name: string) => `${name}の勝ち！`,
  logYouWon: 'あなたの勝ち！',
  logTeamWon: ({ team, names }: { team: string; names: string }) => `${team}（${names}）の勝ち！`,
};

export default ja;
