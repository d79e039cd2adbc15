import type { PreviewMessages } from './en';

/** The Worker's link previews (Open Graph, Twitter, oEmbed), in the words of this language's catalog. */
export const jaPreview: PreviewMessages = {
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
  }) =>
    `トリオ — ${mode === 'spicy' ? 'スパイシー' : 'シンプル'}、${players}人${teams ? 'のチーム戦' : ''}、${state}`,
  previewPlaying: 'ゲーム進行中',
  previewOver: 'ゲーム終了',
  previewFull: '満席',
  previewFree: (n: number) => `空き${n}席`,
  previewNobody: 'まだ誰も席に着いていません。',
  previewAtTable: (names: string) => `参加者：${names}。`,
  previewGoalSimple: 'シンプルモード：トリオ3つ（または7のトリオ）で勝ち。',
  previewGoalSpicy: 'スパイシーモード：つながったトリオ2つで勝ち。',
  previewGoalSpicyThree: 'スパイシーモード（ピカンテ）：つながったトリオ2つかトリオ3つで勝ち。',
  previewPitch: 'ブラウザでトリオを遊ぼう。アカウントもインストールも不要です。',
  previewImageAlt: 'トリオ：同じ数字のカード3枚',
  siteDescription:
    'カードゲーム「トリオ」を友だちやボットとオンラインで。リンクを送るだけで遊べて、アカウントもインストールも不要です。',
  notFoundTitle: 'このページはありません',
  notFoundBody:
    'アドレスが間違っているか、途中で切れている可能性があります。ゲームのリンクは「/g/」のあとにコードが続く形です。',
  notFoundHome: 'Trio Onlineのトップへ',
  notFoundPageTitle: 'ページが見つかりません · Trio Online',
};
