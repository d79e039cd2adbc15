import type { ErrorCode } from '../../protocol/errors';

/** A short sentence for each error code the server can send, in German (du). */
export const deErrors: Record<ErrorCode, string> = {
  'engine/invalid_seat': 'Diesen Platz gibt es in dieser Partie nicht.',
  'engine/invalid_action': 'Dieser Zug ist nicht möglich.',
  'engine/game_over': 'Die Partie ist schon vorbei.',
  'engine/wrong_phase': 'Das geht gerade nicht.',
  'engine/not_your_turn': 'Warte, bis du dran bist.',
  'engine/not_revealable': 'Von einer Hand kann nur die niedrigste oder höchste Karte aufgedeckt werden.',
  'engine/empty_hand': 'Diese Hand ist leer.',
  'engine/slot_not_face_down': 'Diese Karte in der Mitte liegt nicht verdeckt.',
  'engine/not_in_hand': 'Diese Karte ist nicht auf deiner Hand.',
  'engine/already_decided': 'Du hast dich beim Tausch schon entschieden.',
  'protocol/invalid_message': 'Der Server hat das nicht verstanden. Lade die Seite am besten neu.',
  'protocol/rate_limited': 'Etwas langsamer, bitte.',
  'protocol/join_required': 'Die Verbindung wird noch aufgebaut. Versuch es gleich noch einmal.',
  'protocol/already_joined': 'Du bist schon in diesem Raum.',
  'room/not_found': 'Diese Partie gibt es nicht (mehr).',
  'room/full': 'Dieser Raum ist voll.',
  'room/not_host': 'Das kann nur der Host.',
  'room/seat_taken': 'Dieser Platz ist schon besetzt.',
  'room/seat_invalid': 'Diesen Platz gibt es in diesem Spiel nicht.',
  'room/already_seated': 'Du hast schon einen Platz. Verlass ihn zuerst, um zu wechseln.',
  'room/player_present': 'Diese Person ist da: Nur sie selbst kann ihren Platz verlassen.',
  'room/seat_reserved': 'Dieser Platz ist für die Person reserviert, die diese Partie erstellt hat.',
  'room/not_seated': 'Setz dich auf einen Platz, um mitzuspielen.',
  'room/reactions_off':
    'Während eines Teamspiels sind Reaktionen aus: Partner verständigen sich nur über den Tausch.',
  'room/rename_off':
    'Während eines Teamspiels bleiben die Namen, wie sie sind: Partner verständigen sich nur über den Tausch.',
  'room/no_such_page':
    'Dieser Teil des Protokolls ist nicht verfügbar. Lade die Seite neu, um das Protokoll wieder zu sehen.',
  'room/game_running': 'Diese Partie läuft noch: Die Wiederholung gibt es, sobald sie vorbei ist.',
  'room/game_not_found': 'In diesem Raum gibt es keine solche Partie.',
  'room/wrong_status': 'Das geht in dieser Phase der Partie nicht.',
  'room/seats_empty': 'Vor dem Start braucht jeder Platz einen Spieler oder einen Bot.',
  'room/stale_version': 'Der Tisch hat sich kurz vor deinem Zug geändert. Schau noch einmal hin.',
  'room/invalid_name': 'Ein Name braucht 1 bis 24 gewöhnliche Zeichen.',
  'match/wrong_queue': 'Diese Suche passt nicht zu dieser Verbindung. Versuch es noch einmal.',
  'match/already_seeking': 'Du suchst schon einen Tisch (vielleicht in einem anderen Tab).',
  'match/not_seeking': 'Du suchst gerade keinen Tisch.',
  'match/queue_full': 'Gerade suchen zu viele Leute einen Tisch. Versuch es gleich noch einmal.',
  'http/bad_request': 'Diese Anfrage war ungültig.',
  'http/not_found': 'Diese Seite gibt es nicht.',
  'http/method_not_allowed': 'Diese Art von Anfrage nimmt der Server hier nicht an.',
  'http/unsupported_media_type': 'Diese Anfrage war ungültig.',
  'http/rate_limited':
    'Gerade kommen zu viele neue Partien aus deinem Netzwerk. Warte eine Minute und versuch es dann noch einmal.',
  'http/upgrade_required': 'Die Verbindung konnte nicht aufgebaut werden.',
  'http/not_implemented': 'Das bietet der Server nicht an.',
  'http/internal': 'Auf dem Server ist etwas schiefgelaufen. Versuch es noch einmal.',
};

export default deErrors;
