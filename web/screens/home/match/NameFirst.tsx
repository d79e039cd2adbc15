import { matchMessages } from '../../../state/i18n';
import './NameFirst.css';

/** The id of the hint, for the buttons it explains (`aria-describedby`). */
export const nameFirstId = (part: string) => `name-first-${part}`;

/** Brings the home page's name field into view and puts the cursor in it. */
function goToName(): void {
  const input = document.querySelector<HTMLInputElement>('.name-field input');
  input?.scrollIntoView({ block: 'center' });
  input?.focus({ preventScroll: true });
}

/**
 * Under a button that waits for the player's name (Find a table, Sit down), while the name field
 * at the top of the page is empty: why it waits, where the button is, and a way to the field. On a
 * phone that field is screens away, and a greyed-out button alone says nothing.
 */
export function NameFirst({ part }: { part: string }) {
  const m = matchMessages.value;
  return (
    <p class="hint name-first" id={nameFirstId(part)}>
      {m.nameFirst}{' '}
      <button type="button" class="btn ghost small" onClick={goToName}>
        {m.nameFirstGo}
      </button>
    </p>
  );
}
