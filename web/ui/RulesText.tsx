import './RulesText.css';

/** The rules in the game's words (RULES.md), with the spicy connection table. A chunk of its own. */

const LINKS: [number, string][] = [
  [1, '6, 8'],
  [2, '5, 9'],
  [3, '4, 10'],
  [4, '3, 11'],
  [5, '2, 12'],
  [6, '1'],
  [7, '—'],
  [8, '1'],
  [9, '2'],
  [10, '3'],
  [11, '4'],
  [12, '5'],
];

/** The rules' text: the cards, a turn, winning, the connection table, teams. */
export function RulesText() {
  return (
    <>
      <h3>The cards</h3>
      <p>36 cards: the values 1 to 12, three of each. Each hand is kept sorted, lowest to highest.</p>
      <p>
        With 3 players each holds 9 cards and 9 lie face down in the center; with 4: 7 and 8; with 5: 6 and 6;
        with 6: 5 and 6.
      </p>
      <h3>A turn</h3>
      <p>
        Reveal cards one at a time: any face-down center card, or the <strong>lowest</strong> or{' '}
        <strong>highest</strong> card of any hand, your own included. Never a card from the middle of a hand.
      </p>
      <ul>
        <li>
          A value different from the previous one is a <strong>mismatch</strong>: the turn ends and every card
          goes back where it came from.
        </li>
        <li>
          Three equal values make a <strong>trio</strong>: you keep it and the turn ends.
        </li>
        <li>There is no stopping early: a turn is always 2 or 3 reveals.</li>
      </ul>
      <h3>Winning</h3>
      <ul>
        <li>The trio of 7s wins at once, in every mode.</li>
        <li>
          <strong>Simple:</strong> any three trios.
        </li>
        <li>
          <strong>Spicy:</strong> two <em>connected</em> trios: values that add up to 7 or differ by 7. In a
          spicy game the small round numbers at the foot of a face-up card are the values it connects to.
        </li>
      </ul>
      <table class="links">
        <caption>Connected values (spicy)</caption>
        <thead>
          <tr>
            <th scope="col">Value</th>
            <th scope="col">Connected to</th>
            <th scope="col">Value</th>
            <th scope="col">Connected to</th>
          </tr>
        </thead>
        <tbody>
          {LINKS.slice(0, 6).map(([v, c], i) => {
            const [v2, c2] = LINKS[i + 6] ?? [0, ''];
            return (
              <tr key={v}>
                <th scope="row">{v}</th>
                <td>{c}</td>
                <th scope="row">{v2}</th>
                <td>{c2}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h3>Teams (4 or 6 players)</h3>
      <p>
        Partners sit opposite and pool their trios. All cards are dealt, so there is no center. After the
        deal, and whenever another team collects a trio, partners may secretly <strong>swap</strong> one card:
        it happens only if both offer one. No hints: the swap is your only way to talk.
      </p>
    </>
  );
}
