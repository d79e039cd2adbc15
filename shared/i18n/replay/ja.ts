import type { RecordErrorCode } from '../../record/errors';
import { formatFor } from '../format';
import type { ReplayMessages } from './en';

/** Japanese (polite form, full-width punctuation, as in ../table/ja.ts: 場, めくる, トリオ, 交換). */

const f = formatFor('ja');

export const jaReplay: ReplayMessages = {
  replay: 'リプレイ',
  gameNumber: (n: number) => `第${n}ゲーム`,
  savedGame: '保存したゲーム',
  loading: 'ゲームを読み込んでいます…',
  backToRoom: 'ルームに戻る',
  openTitle: '保存したゲームを見る',
  openHint: 'リプレイから保存したゲーム（.trio.json ファイル）を開けます。サーバーなしでここで再生されます。',
  openFile: 'ファイルを開く…',
  openOther: '別のファイルを開く…',
  save: 'ゲームを保存',
  saveTitle: 'このゲームを .trio.json ファイルとしてダウンロードし、どこでも見直せるようにします',

  controls: 'リプレイの操作',
  first: '最初へ',
  previous: '1手戻る',
  next: '1手進む',
  last: '最後へ',
  play: '再生',
  pause: '一時停止',
  speed: '速さ',
  speedX: (n: number) => `${f.number(n)}×`,
  stepSlider: '手順',
  stepOf: ({ step, total }: { step: number; total: number }) =>
    `${f.number(total)}手中 ${f.number(step)}手目`,

  atTheDeal: 'カードが配られました。',
  cardLabel: ({ value, revealed, offered }: { value: number; revealed: boolean; offered: boolean }) =>
    `${value}${revealed ? '（このターンにめくられた）' : ''}${offered ? '（パートナーに差し出した）' : ''}`,
  handOf: (name: string) => `${name}の手札`,
  slotRevealed: ({ n, value }: { n: number; value: number }) =>
    `場の${n}番、${value}（このターンにめくられた）`,
  slotShown: ({ n, value }: { n: number; value: number }) => `場の${n}番、${value}`,
  outcomeMismatch: 'はずれ。カードは元に戻ります',
  outcomeTrio: 'トリオ！',
  offers: 'カードを差し出す',
  declines: '見送り',

  deal: (name: string) => `配り終わりました。${name}から始めます。`,
  dealSwap: '配り終わりました。パートナー同士でカードを1枚交換できます。',
  offer: ({ name, value }: { name: string; value: number }) => `${name}が交換に${value}を差し出しました。`,
  skip: (name: string) => `${name}は交換を見送りました。`,

  summary: 'まとめ',
  player: 'プレイヤー',
  turns: 'ターン',
  reveals: 'めくった数',
  matches: '一致',
  mismatches: 'はずれ',
  trios: 'トリオ',
  longestRun: '連続',
  longestRunTitle: '続けてトリオをそろえたターンの最多数',
  summaryAbbr: {},
  longestRunNote:
    '一致：直前にめくったカードと同じ数字だったカード。連続：トリオで終わったターンが続いた最多数。',
  winningTurn: ({ name, turn, own }: { name: string; turn: number; own: number }) =>
    `${name}がゲームの${f.number(turn)}ターン目（自分の${f.number(own)}ターン目）に勝ちました。`,

  roomGames: 'このルームのゲーム',
  gameWon: ({ n, names, reason }: { n: number; names: string; reason: string }) =>
    `第${f.number(n)}ゲーム・${names}の勝ち・${reason}`,
  watchReplay: 'リプレイを見る',
  newTab: (label: string) => `${label}（新しいタブで開きます）`,
  newTabHint: 'リプレイは新しいタブで開きます。このテーブルはここに開いたままです。',
  localSaveHint:
    'このゲームはこの端末で遊んだものです。保存してから「保存したゲームを見る」でファイルを開くと、もう一度見られます。',

  showEarlier: 'それより前の手を表示',
  loadingEarlier: '前の手を読み込んでいます…',

  unreachable: 'サーバーに接続できません。接続を確認するか、保存したゲームを開いてください。',
  roomMissing: 'このゲームルームは存在しません（もうありません）。',
  recordError: {
    'record/invalid': 'このファイルは保存されたトリオのゲームではありません。',
    'record/wrong_protocol':
      'このゲームは別のバージョンの Trio Online で保存されたため、ここでは再生できません。',
    'record/bad_deal': 'この保存ゲームの配り方はありえません。保存後に書き換えられています。',
    'record/bad_seats': 'この保存ゲームには席ごとのプレイヤーがそろっていません。',
    'record/illegal_action': 'この保存ゲームにはルール違反の手があります。保存後に書き換えられています。',
    'record/unfinished': 'この保存ゲームは勝者が決まる前に終わっています。',
    'record/after_end': 'この保存ゲームは勝負がついた後も続いています。保存後に書き換えられています。',
    'record/wrong_winner':
      'この保存ゲームは、記録された勝者と結果が一致しません。保存後に書き換えられています。',
  } satisfies Record<RecordErrorCode, string>,
  atMove: (n: number) => `（${f.number(n)}手目）`,
};

export default jaReplay;
