import type { ErrorCode } from '../../protocol/errors';

/** A short sentence for each error code the server can send, in French. */
export const frErrors: Record<ErrorCode, string> = {
  'engine/invalid_seat': 'Cette place n’existe pas dans cette partie.',
  'engine/invalid_action': 'Ce coup est impossible.',
  'engine/game_over': 'La partie est déjà terminée.',
  'engine/wrong_phase': 'Ce n’est pas possible pour l’instant.',
  'engine/not_your_turn': 'Attendez votre tour.',
  'engine/not_revealable': 'Seul le plus petit ou le plus grand numéro d’une main peut être révélé.',
  'engine/empty_hand': 'Cette main est vide.',
  'engine/slot_not_face_down': 'Cette carte du centre n’est pas face cachée.',
  'engine/not_in_hand': 'Cette carte n’est pas dans votre main.',
  'engine/already_decided': 'Vous avez déjà fait votre choix pour l’échange.',
  'protocol/invalid_message': 'Le serveur n’a pas compris. Essayez de recharger la page.',
  'protocol/rate_limited': 'Ralentissez un peu.',
  'protocol/join_required': 'Connexion en cours. Réessayez dans un instant.',
  'protocol/already_joined': 'Vous êtes déjà dans cette salle.',
  'room/not_found': 'Cette partie n’existe pas (ou plus).',
  'room/full': 'Cette salle est pleine.',
  'room/not_host': 'Seul l’hôte peut faire cela.',
  'room/seat_taken': 'Cette place est prise.',
  'room/seat_invalid': 'Cette place n’existe pas dans cette partie.',
  'room/already_seated': 'Vous avez déjà une place. Quittez-la d’abord pour changer.',
  'room/player_present': 'Cette personne est là\u00a0: elle seule peut quitter sa place.',
  'room/seat_reserved': 'Cette place est réservée à la personne qui a créé la partie.',
  'room/not_seated': 'Prenez place pour jouer.',
  'room/reactions_off':
    'Les réactions sont coupées pendant une partie en équipes : les partenaires ne communiquent que par l’échange.',
  'room/rename_off':
    'Les noms ne changent pas pendant une partie en équipes\u00a0: les partenaires ne communiquent que par l’échange.',
  'room/no_such_page':
    'Ce passage du journal n’est pas disponible. Rechargez la page pour revoir le journal.',
  'room/game_running':
    'Cette partie est encore en cours\u00a0: vous pourrez la revoir une fois qu’elle sera terminée.',
  'room/game_not_found': 'Cette salle n’a pas de partie de ce numéro.',
  'room/wrong_status': 'Ce n’est pas possible à ce stade de la partie.',
  'room/seats_empty': 'Chaque place doit avoir un joueur ou un bot avant de commencer.',
  'room/stale_version': 'La table a changé juste avant votre coup. Regardez à nouveau.',
  'room/invalid_name': 'Un nom doit compter de 1 à 24 caractères ordinaires.',
  'match/wrong_queue': 'Cette recherche ne correspond pas à cette connexion. Réessayez.',
  'match/already_seeking': 'Vous cherchez déjà une table (peut-être dans un autre onglet).',
  'match/not_seeking': 'Vous ne cherchez pas de table.',
  'match/queue_full': 'Trop de monde cherche une table en ce moment. Réessayez dans un instant.',
  'http/bad_request': 'Cette requête n’est pas valide.',
  'http/not_found': 'Cette page n’existe pas.',
  'http/unsupported_media_type': 'Cette requête n’est pas valide.',
  'http/rate_limited':
    'Trop de nouvelles parties depuis votre réseau en ce moment. Attendez une minute et réessayez.',
  'http/upgrade_required': 'La connexion n’a pas pu être établie.',
  'http/not_implemented': 'Le serveur ne propose pas cela.',
  'http/internal': 'Un problème est survenu sur le serveur. Réessayez.',
};

export default frErrors;
