import { loadRules as loadRulesText, messages } from '../state/i18n';
import { lazy } from './lazy';
import './RulesPanel.css';

// The long text (and its table) is a chunk of its own: fetched when the browser is idle, or at
// once when the player opens the rules first.
// The text comes in the page's language, from that language's rules catalog (shared/i18n/rules).
const RulesText = lazy(
  () => Promise.all([import('./RulesText'), loadRulesText()]).then(([m]) => m.RulesText),
  { idle: true, optional: true },
);

/** Fetches the rules' text now (the player is opening them). */
export const loadRules = (): void => void RulesText.load();

/**
 * The rules. `open`: the table's rules dialog — a plain section (the dialog has its own Close; a
 * fold-away toggle inside it would be a second, confusing control). Otherwise the home page's
 * foldable panel.
 */
export function RulesPanel({ open = false }: { open?: boolean }) {
  const t = messages.value;
  if (open)
    return (
      <section class="panel rules" aria-labelledby="rules-dialog-title">
        <h2 id="rules-dialog-title">{t.rules}</h2>
        <RulesText />
      </section>
    );
  return (
    <details class="panel rules" id="rules" onToggle={loadRules}>
      <summary>
        <h2>{t.rules}</h2>
        <span class="fold show" aria-hidden="true">
          {t.show} ▾
        </span>
        <span class="fold hide" aria-hidden="true">
          {t.hide} ▴
        </span>
      </summary>
      <RulesText />
    </details>
  );
}
