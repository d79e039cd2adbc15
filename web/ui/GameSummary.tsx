import type { SummaryAbbr } from '../../shared/i18n/replay/en';
import type { GameSummary as Summary } from '../../shared/record/summary';
import './GameSummary.css';

/** The words the summary needs (from the page's catalog). */
export interface SummaryText {
  summary: string;
  player: string;
  turns: string;
  reveals: string;
  matches: string;
  mismatches: string;
  trios: string;
  longestRun: string;
  longestRunTitle: string;
  /** Headers shortened on a phone (`<abbr>`, the whole word its title). */
  summaryAbbr: SummaryAbbr;
  /** Under the table: what the best-run column counts (a sentence naming the column). */
  longestRunNote: string;
  winningTurn(facts: { name: string; turn: number; own: number }): string;
}

const COLUMNS = ['turns', 'reveals', 'matches', 'mismatches', 'trios', 'longestRun'] as const;

/**
 * A finished game in short (`summarize`, shared/record): per player, turns, reveals, matches,
 * misses, trios and the best run of trios in consecutive turns, the winners marked; and the turn
 * that won. The replay page and the game-over dialog show the same numbers from the same record.
 */
export function GameSummary({
  summary,
  names,
  text,
}: {
  summary: Summary;
  names: readonly string[];
  text: SummaryText;
}) {
  const won = summary.winningTurn;
  return (
    <section class="panel game-summary" aria-labelledby="game-summary-title">
      <h2 id="game-summary-title">{text.summary}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls sideways; the keyboard must reach it to scroll (WCAG 2.1.1). */}
      <div class="game-summary-scroll" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">{text.player}</th>
              {COLUMNS.map((c) => (
                <th
                  key={c}
                  scope="col"
                  title={c === 'longestRun' ? text.longestRunTitle : undefined}
                  aria-describedby={c === 'longestRun' ? 'game-summary-run' : undefined}
                >
                  {text.summaryAbbr[c] ? (
                    <>
                      <span class="col-long">{text[c]}</span>
                      <abbr class="col-short" title={text[c]}>
                        {text.summaryAbbr[c]}
                      </abbr>
                    </>
                  ) : (
                    text[c]
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary.seats.map((s) => (
              <tr key={s.seat} class={summary.winner.seats.includes(s.seat) ? 'winner' : undefined}>
                <th scope="row">{names[s.seat]}</th>
                {COLUMNS.map((c) => (
                  <td key={c}>{s[c]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p class="game-summary-note" id="game-summary-run">
        {text.longestRunNote}
      </p>
      <p class="game-summary-won">
        {text.winningTurn({ name: names[won.seat] ?? '', turn: won.turn, own: won.ownTurn })}
      </p>
    </section>
  );
}
