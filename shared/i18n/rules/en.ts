/**
 * The rules in English (docs/rules.md), for the rules panel and "How to play": a lazy chunk of its own
 * per language. Markup inside a sentence: `**strong**` and `_emphasis_` (web/ui/rich-text.tsx);
 * nothing else is interpreted. Lists may have as many items as a language needs.
 */
export const enRules = {
  /** The way to the guided first game (`/learn`), on the home page and in the rules. */
  learnLink: 'New to Trio? Learn it in two minutes',
  howTitle: 'How to play',
  howSteps: [
    '**Reveal** a face-down center card, or the lowest or highest card of anyone’s hand.',
    '**Match** its value with your next reveal. A different value ends your turn and the cards turn back: remember where they were!',
    '**Collect** three equal values for a trio. In _simple_ mode three trios win; in _spicy_, two _connected_ trios (values adding up to 7 or differing by 7). The trio of 7s wins at once in both.',
  ],
  cardsTitle: 'The cards',
  cards: [
    '36 cards: the values 1 to 12, three of each. Each hand is kept sorted, lowest to highest.',
    'With 3 players each holds 9 cards and 9 lie face down in the center; with 4: 7 and 8; with 5: 6 and 6; with 6: 5 and 6.',
  ],
  turnTitle: 'A turn',
  turn: 'Players take turns clockwise. On yours, reveal cards one at a time: any face-down center card, or the **lowest** or **highest** card of any hand, your own included. Never a card from the middle of a hand.',
  turnList: [
    'A value different from the previous one is a **mismatch**: the turn ends and every card goes back where it came from.',
    'Three equal values make a **trio**: you keep it and the turn ends.',
    'You may not stop early: after two equal values you must reveal a third card. A turn is always 2 or 3 reveals (the official rule).',
  ],
  winTitle: 'Winning',
  winList: [
    'The trio of 7s wins at once, in every mode.',
    '**Simple:** any three trios.',
    '**Spicy:** two _connected_ trios: values that add up to 7 or differ by 7. Three trios that are not connected do not win. In a spicy game the small numbers at the foot of a face-up card are the values it connects to.',
  ],
  threeTriosRule:
    '**House rule “three trios” (Picante):** the French booklet says “En mode Picante, il faut remporter 3 trios ou 2 trios liés”. With this option a spicy game is also won with any three trios. The publisher’s rules (and this table, unless the host turns it on) ask for two connected trios.',
  threeTriosOn: 'This table plays with the house rule: three trios also win in spicy.',
  tableCaption: 'Connected values (spicy)',
  tableValue: 'Value',
  tableConnected: 'Connected to',
  goodToKnowTitle: 'Good to know',
  goodToKnow: [
    'A player whose hand is empty still takes turns, revealing from the center and the other hands.',
    'A revealed card leaves the hand: asking the same hand for its lowest again reveals the next-lowest card. Two equal cards at one end are revealed one at a time.',
    'A trio dealt into your hand scores nothing until its three cards are revealed in a turn.',
  ],
  teamsTitle: 'Teams (4 or 6 players)',
  teams:
    'Partners sit opposite and pool their trios. All cards are dealt, so there is no center. After the deal, and whenever another team collects a trio, partners may secretly **swap** one card: it happens only if both offer one. No hints: the swap is your only way to talk.',
  houseTitle: 'House rules of Trio Online',
  house: [
    'The first player is drawn at random (the booklet asks for whoever last ate an avocado).',
    'A team whose partner has an empty hand skips its swap.',
  ],
};

/** The rules' text in every language has exactly these keys. */
export type RulesMessages = typeof enRules;

export default enRules;
