import type { BarMessages } from './en';

/**
 * Japanese (日本語). Terms, used everywhere: トリオ, シンプル / スパイシー (the Japanese edition's mode
 * names), つながったトリオ (connected trios), 場 (the center), 手札 (a hand), めくる (reveal),
 * そろえる (collect a trio), はずれ (a mismatch), 一番小さい / 一番大きいカード (lowest / highest),
 * 交換 (the team swap), 観戦 (watching). Full-width punctuation, no spaces between words; Japanese
 * has one plural form, so counts take a counter (人, 枚, 席, 秒) and no `f.plural`.
 */

export const jaBar: BarMessages = {
  keepSeatNote: 'このブラウザーはこの枠に何も保存しません。ページを再読み込みすると席が失われます。',
  keepSeatLink: '別のタブで席を残す ↗',
  closeRules: 'ルールを閉じる',
  close: '閉じる',
  leaveTitle: 'このゲームを抜けますか？',
  leaveBody:
    'ゲームはあなた抜きで続き、戻るまではボットが代わりにプレイします。席はこの端末に保存され、トップページから戻れます。',
  stay: '残る',
  leave: '抜ける',
};

export default jaBar;
