import { formatFor } from '../format';
import type { MatchMessages } from './en';

/** Japanese: quick match and the open tables (the conventions of ../lobby/ja.ts). */

const f = formatFor('ja');

export const jaMatch: MatchMessages = {
  quickTitle: 'クイックマッチ',
  quickLead: '初めて会うプレイヤーと遊びましょう。近くのテーブルを探します。',
  anyPlayers: '何人でも',
  anyMode: 'どちらでも',
  waitLegend: '空いた席にボットが入るまで',
  waitChoice: (seconds: number) => `${seconds}秒`,
  findTable: 'テーブルを探す',
  looking: ({ n, players }: { n: number; players: number }) =>
    `プレイヤーを探しています… ${players}人中${n}人`,
  waited: (seconds: number) => `待ち時間：${seconds}秒`,
  fillIn: (seconds: number) =>
    seconds > 0 ? `遅くとも${seconds}秒後に空いた席へボットが入ります` : '空いた席にボットが入ります…',
  cancel: 'キャンセル',
  found: 'テーブルが見つかりました！席へ移動します…',
  otherTab: '別のタブでテーブルを探しています。',
  lost: '接続が切れました。もう一度探しています…',
  unavailable: 'クイックマッチはいま利用できません。少ししてからもう一度お試しください。',
  tablesTitle: 'オープンテーブル',
  tablesLead: 'プレイヤーを待っているゲームです。クリックひとつで参加できます。',
  noTables:
    'いまオープンテーブルはありません。「友だちと遊ぶ」で作成し、「オープンテーブル」にチェックを入れてください。',
  tableSeats: (n: number) => f.plural(n, { other: `空席${n}席` }),
  tableWaiting: (seconds: number) =>
    seconds < 60 ? `${seconds}秒前から待機中` : `${Math.floor(seconds / 60)}分前から待機中`,
  sitDown: '着席する',
  sitDownAt: (table: string) => `着席する：${table}`,
  tablesUnavailable: 'オープンテーブルをいま読み込めません。',
  nameFirst: 'プレイするには、ページ上部で名前を入力してください。',
  nameFirstGo: '名前を入力する',
};

export default jaMatch;
