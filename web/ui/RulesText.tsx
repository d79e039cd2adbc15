import { loadRules, rules } from '../state/i18n';
import { room } from '../state/room';
import { navigate } from '../state/route';
import { RichText } from './RichText';
import './RulesText.css';

/**
 * The rules in the game's words (docs/rules.md), with the spicy connection table, in the page's
 * language (shared/i18n/rules). A chunk of its own. At a table playing the three-trios house rule
 * it says so.
 */

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

const Items = ({ items }: { items: readonly string[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>
        <RichText text={item} />
      </li>
    ))}
  </ul>
);

/** The rules' text: the cards, a turn, winning, the connection table, good to know, teams, house rules. */
export function RulesText() {
  const r = rules.value;
  // After a language switch the new text is being fetched: the old one stays until then.
  if (!r) {
    void loadRules();
    return null;
  }
  const threeTrios = room.value?.config.spicyThreeTrios === true;
  // At a running table the lesson opens beside it (a new tab): the seat stays the player's.
  const playing = room.value?.status === 'playing';
  return (
    <>
      <p class="rules-learn">
        <a
          href="/learn"
          {...(playing ? { target: '_blank', rel: 'noopener' } : {})}
          onClick={(e) => {
            if (playing) return;
            e.preventDefault();
            navigate('/learn');
          }}
        >
          {r.learnLink}
        </a>
      </p>
      <h3>{r.cardsTitle}</h3>
      {r.cards.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <h3>{r.turnTitle}</h3>
      <p>
        <RichText text={r.turn} />
      </p>
      <Items items={r.turnList} />
      <h3>{r.winTitle}</h3>
      <Items items={r.winList} />
      <p class={threeTrios ? 'house on' : 'house'}>
        <RichText text={r.threeTriosRule} />
        {threeTrios && (
          <>
            {' '}
            <strong>{r.threeTriosOn}</strong>
          </>
        )}
      </p>
      <table class="links">
        <caption>{r.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{r.tableValue}</th>
            <th scope="col">{r.tableConnected}</th>
            <th scope="col">{r.tableValue}</th>
            <th scope="col">{r.tableConnected}</th>
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
      <h3>{r.goodToKnowTitle}</h3>
      <Items items={r.goodToKnow} />
      <h3>{r.teamsTitle}</h3>
      <p>
        <RichText text={r.teams} />
      </p>
      <h3>{r.houseTitle}</h3>
      <Items items={r.house} />
    </>
  );
}
