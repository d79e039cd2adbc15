import type { BarMessages } from './en';

/**
 * German, with "du" (the friendly address). The modes are "Einfach" and "Scharf" everywhere
 * (settings, rules, log, previews); a trio of 7s is the "7er-Trio". A player's name never takes a
 * genitive -s (it breaks on "Max" or "Bot 2"): the messages say "von Ana" or put the name first.
 * An ellipsis follows its word after a no-break space ("Verbinde …"), a unit after its number.
 */

export const deBar: BarMessages = {
  keepSeatNote: 'Dieser Browser speichert für diesen Rahmen nichts: Lädt die Seite neu, ist dein Platz weg.',
  keepSeatLink: 'Platz in einem Tab behalten ↗',
  closeRules: 'Regeln schließen',
  close: 'Schließen',
  leaveTitle: 'Diese Partie verlassen?',
  leaveBody:
    'Die Partie geht ohne dich weiter: Ein Bot spielt deine Züge, bis du zurückkommst. Dein Platz bleibt auf diesem Gerät gespeichert, und die Startseite bringt dich zurück.',
  stay: 'Bleiben',
  leave: 'Verlassen',
};

export default deBar;
