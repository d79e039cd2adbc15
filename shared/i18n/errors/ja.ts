import type { ErrorCode } from '../../protocol/errors';

/** A short sentence for each error code the server can send, in Japanese. */
export const jaErrors: Record<ErrorCode, string> = {
  'engine/invalid_seat': 'その席はこのゲームにありません。',
  'engine/invalid_action': 'その操作はできません。',
  'engine/game_over': 'ゲームはすでに終わっています。',
  'engine/wrong_phase': '今はそれができません。',
  'engine/not_your_turn': 'あなたの番まで待ってください。',
  'engine/not_revealable': 'めくれるのは、手札の一番小さいカードか一番大きいカードだけです。',
  'engine/empty_hand': 'その手札は空です。',
  'engine/slot_not_face_down': 'その場のカードは裏向きではありません。',
  'engine/not_in_hand': 'そのカードはあなたの手札にありません。',
  'engine/already_decided': '交換の選択はもう済んでいます。',
  'protocol/invalid_message': 'サーバーが理解できませんでした。ページを再読み込みしてみてください。',
  'protocol/rate_limited': '少しペースを落としてください。',
  'protocol/join_required': 'まだ接続中です。少ししてからもう一度お試しください。',
  'protocol/already_joined': 'すでにこのルームに参加しています。',
  'room/not_found': 'このゲームは存在しないか、もう終わっています。',
  'room/full': 'このルームは満員です。',
  'room/not_host': 'それができるのはホストだけです。',
  'room/seat_taken': 'その席はすでに埋まっています。',
  'room/already_seated': 'すでに席に着いています。移るには、先に今の席を立ってください。',
  'room/player_present': 'そのプレイヤーはここにいます。席を立てるのは本人だけです。',
  'room/seat_reserved': 'その席は、このゲームを作ったプレイヤーのために確保されています。',
  'room/not_seated': 'プレイするには席に着いてください。',
  'room/wrong_status': 'ゲームの今の段階ではできません。',
  'room/seats_empty': '始める前に、すべての席にプレイヤーかボットを入れてください。',
  'room/stale_version': '操作の直前にテーブルが変わりました。もう一度確認してください。',
  'room/invalid_name': '名前は1〜24文字の通常の文字で入力してください。',
  'match/wrong_queue': 'この検索はこの接続に合いません。もう一度お試しください。',
  'match/already_seeking': 'すでにテーブルを探しています（別のタブかもしれません）。',
  'match/not_seeking': 'テーブルを探していません。',
  'match/queue_full': 'いまテーブルを探している人が多すぎます。少ししてからもう一度お試しください。',
  'http/bad_request': '無効なリクエストです。',
  'http/not_found': 'そのページは存在しません。',
  'http/unsupported_media_type': '無効なリクエストです。',
  'http/rate_limited':
    'お使いのネットワークから短時間に多くのゲームが作成されました。1分ほど待ってからもう一度お試しください。',
  'http/upgrade_required': '接続を確立できませんでした。',
  'http/internal': 'サーバーで問題が発生しました。もう一度お試しください。',
};

export default jaErrors;
