import type { ErrorCode } from '../../protocol/errors';

/** A short sentence for each error code the server can send, in Brazilian Portuguese (você). */
export const ptBRErrors: Record<ErrorCode, string> = {
  'engine/invalid_seat': 'Esse lugar não existe nesta partida.',
  'engine/invalid_action': 'Essa jogada não é possível.',
  'engine/game_over': 'A partida já terminou.',
  'engine/wrong_phase': 'Isso não é possível agora.',
  'engine/not_your_turn': 'Espere a sua vez.',
  'engine/not_revealable': 'Só dá para revelar a menor ou a maior carta de uma mão.',
  'engine/empty_hand': 'Essa mão está vazia.',
  'engine/slot_not_face_down': 'Essa carta do centro não está virada para baixo.',
  'engine/not_in_hand': 'Essa carta não está na sua mão.',
  'engine/already_decided': 'Você já fez sua escolha para a troca.',
  'protocol/invalid_message': 'O servidor não entendeu. Tente recarregar a página.',
  'protocol/rate_limited': 'Calma, vá um pouco mais devagar.',
  'protocol/join_required': 'Ainda conectando. Tente de novo em um instante.',
  'protocol/already_joined': 'Você já está nesta sala.',
  'room/not_found': 'Esta partida não existe (mais).',
  'room/full': 'Esta sala está cheia.',
  'room/not_host': 'Só o anfitrião pode fazer isso.',
  'room/seat_taken': 'Esse lugar já está ocupado.',
  'room/seat_invalid': 'Esse lugar não existe nesta partida.',
  'room/already_seated': 'Você já tem um lugar. Saia dele primeiro para trocar.',
  'room/player_present': 'Essa pessoa está aqui: só ela pode sair do próprio lugar.',
  'room/seat_reserved': 'Esse lugar está reservado para quem criou esta partida.',
  'room/not_seated': 'Escolha um lugar para jogar.',
  'room/reactions_off':
    'As reações ficam desativadas durante uma partida em duplas: os parceiros só se comunicam pela troca.',
  'room/rename_off':
    'Os nomes não mudam durante uma partida em duplas: os parceiros só se comunicam pela troca.',
  'room/no_such_page':
    'Essa parte do histórico não está disponível. Recarregue a página para ver o histórico de novo.',
  'room/game_running': 'Esta partida ainda está em andamento: o replay fica disponível quando ela terminar.',
  'room/game_not_found': 'Não existe essa partida nesta sala.',
  'room/wrong_status': 'Isso não é possível nesta fase da partida.',
  'room/seats_empty': 'Antes de começar, todos os lugares precisam de um jogador ou de um bot.',
  'room/stale_version': 'A mesa mudou logo antes da sua jogada. Dê outra olhada.',
  'room/invalid_name': 'Um nome precisa ter de 1 a 24 caracteres comuns.',
  'match/wrong_queue': 'Esta busca não corresponde a esta conexão. Tente de novo.',
  'match/already_seeking': 'Você já está procurando uma mesa (talvez em outra aba).',
  'match/not_seeking': 'Você não está procurando uma mesa.',
  'match/queue_full': 'Muita gente está procurando mesa agora. Tente de novo daqui a pouco.',
  'http/bad_request': 'Essa solicitação não é válida.',
  'http/not_found': 'Essa página não existe.',
  'http/method_not_allowed': 'O servidor não aceita esse tipo de solicitação aqui.',
  'http/unsupported_media_type': 'Essa solicitação não é válida.',
  'http/rate_limited':
    'Muitas partidas novas criadas pela sua rede agora há pouco. Espere um minuto e tente de novo.',
  'http/upgrade_required': 'Não foi possível estabelecer a conexão.',
  'http/not_implemented': 'O servidor não oferece isso.',
  'http/internal': 'Algo deu errado no servidor. Tente de novo.',
};

export default ptBRErrors;
