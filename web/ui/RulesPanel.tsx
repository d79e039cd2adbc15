import { lazy } from './lazy';
import './RulesPanel.css';

// The long text (and its table) is a chunk of its own: fetched when the browser is idle, or at
// once when the player opens the rules first.
const RulesText = lazy(() => import('./RulesText').then((m) => m.RulesText), { idle: true, optional: true });

/** Fetches the rules' text now (the player is opening them). */
export const loadRules = (): void => void RulesText.load();

/**
 * The rules. `open`: the table's rules dialog — a plain section (the dialog has its own Close; a
 * fold-away toggle inside it would be a second, confusing control). Otherwise the home page's
 * foldable panel.
 */
export function RulesPanel({ open = false }: { open?: boolean }) {
  if (open)
    return (
      <section class="panel rules" aria-labelledby="rules-dialog-title">
        <h2 id="rules-dialog-title">Rules</h2>
        <RulesText />
      </section>
    );
  return (
    <details class="panel rules" id="rules" onToggle={loadRules}>
      <summary>
        <h2>Rules</h2>
      </summary>
      <RulesText />
    </details>
  );
}
