import type { RulesMessages } from './en';

/** The rules in French, in the words of the French booklet (« Simple », « Picante », « trios liés »). */
export const frRules: RulesMessages = {
  learnLink: 'Nouveau venu\u202f? Apprenez à jouer en deux minutes',
  howTitle: 'Comment jouer',
  howSteps: [
    '**Révélez** une carte face cachée du centre, ou le plus petit ou le plus grand numéro de la main de n’importe quel joueur.',
    '**Retrouvez** la même valeur avec la carte suivante. Une valeur différente met fin à votre tour et les cartes se retournent\u00a0: retenez où elles étaient\u202f!',
    '**Remportez** trois valeurs identiques pour former un trio. En mode _Simple_, il faut trois trios\u202f; en mode _Picante_, deux trios _liés_ (des valeurs dont la somme ou la différence fait 7). Le trio de 7 donne la victoire immédiate dans les deux modes.',
  ],
  cardsTitle: 'Les cartes',
  cards: [
    '36 cartes\u00a0: les valeurs de 1 à 12, chacune en trois exemplaires. Chaque main reste triée, du plus petit au plus grand numéro.',
    'À 3 joueurs, chacun reçoit 9 cartes et 9 restent face cachée au centre\u202f; à 4\u00a0: 7 et 8\u202f; à 5\u00a0: 6 et 6\u202f; à 6\u00a0: 5 et 6.',
  ],
  turnTitle: 'Un tour',
  turn: 'Les joueurs jouent chacun leur tour, dans le sens des aiguilles d’une montre. À votre tour, révélez les cartes une à une\u00a0: n’importe quelle carte face cachée du centre, ou le **plus petit** ou le **plus grand** numéro de n’importe quelle main, la vôtre comprise. Jamais une carte du milieu d’une main.',
  turnList: [
    'Une valeur différente de la précédente, c’est **raté**\u00a0: le tour s’arrête et chaque carte retourne d’où elle vient.',
    'Trois valeurs identiques forment un **trio**\u00a0: vous le gardez et le tour s’arrête.',
    'Impossible de s’arrêter en route\u00a0: après deux valeurs identiques, vous devez révéler une troisième carte. Un tour compte toujours 2 ou 3 cartes révélées (c’est la règle officielle).',
  ],
  winTitle: 'Gagner',
  winList: [
    'Le trio de 7 donne la victoire immédiate, dans tous les modes.',
    '**Simple\u00a0:** trois trios quelconques.',
    '**Picante\u00a0:** deux trios _liés_, c’est-à-dire des valeurs dont la somme ou la différence fait 7. Trois trios qui ne sont pas liés ne gagnent pas. En mode Picante, les petits chiffres dans les coins inférieurs d’une carte face visible indiquent les valeurs auxquelles elle est liée.',
  ],
  threeTriosRule:
    '**Règle maison «\u00a0trois trios\u00a0» (Picante)\u00a0:** le livret français dit «\u00a0En mode Picante, il faut remporter 3 trios ou 2 trios liés\u00a0». Avec cette option, une partie Picante se gagne aussi avec trois trios quelconques. Les règles de l’éditeur (et cette table, sauf si l’hôte active l’option) demandent deux trios liés.',
  threeTriosOn: 'Cette table joue avec la règle maison\u00a0: trois trios gagnent aussi en Picante.',
  tableCaption: 'Valeurs liées (Picante)',
  tableValue: 'Valeur',
  tableConnected: 'Liée à',
  goodToKnowTitle: 'Bon à savoir',
  goodToKnow: [
    'Un joueur dont la main est vide continue de jouer, en révélant au centre et dans les autres mains.',
    'Une carte révélée quitte la main\u00a0: redemander le plus petit numéro de la même main révèle le suivant. Deux cartes identiques à une extrémité se révèlent l’une après l’autre.',
    'Un trio distribué dans votre main ne compte pas tant que ses trois cartes n’ont pas été révélées pendant un tour.',
  ],
  teamsTitle: 'Équipes (4 ou 6 joueurs)',
  teams:
    'Les partenaires s’assoient face à face et mettent leurs trios en commun. Toutes les cartes sont distribuées\u00a0: il n’y a pas de centre. Après la distribution, et chaque fois qu’une autre équipe remporte un trio, les partenaires peuvent **échanger** une carte en secret\u00a0: l’échange n’a lieu que si tous deux en proposent une. Aucun indice\u00a0: l’échange est votre seul moyen de communiquer.',
  houseTitle: 'Règles maison de Trio Online',
  house: [
    'Le premier joueur est tiré au sort (le livret fait commencer celui qui a mangé de l’avocat le plus récemment).',
    'Une équipe dont un partenaire a la main vide passe son échange.',
  ],
};

export default frRules;
