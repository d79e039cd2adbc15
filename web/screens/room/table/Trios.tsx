import type { CardValue } from '../../../../shared/engine/types';
import { loadOverText, messages, overMessages } from '../../../state/i18n';
import { lazy } from '../../../ui/lazy';
import './Trios.css';

// Needed once someone has a trio: fetched when idle, with its words (shared/i18n/over).
const TrioProgress = lazy(
  () => Promise.all([import('./TrioProgress'), loadOverText()]).then(([m]) => m.TrioProgress),
  { idle: true, optional: true },
);

/**
 * Collected trios as small stacks of three, each labelled with its value, lowest value first; at
 * a running table, how far they are from a win beside them ("2 of 3 trios": TrioProgress).
 */
export function Trios({
  values,
  label,
  winning,
}: {
  values: CardValue[];
  /** The list's accessible name: "Ana’s trios", "your trios", "the winning trios". */
  label: string;
  winning?: number[] | undefined;
}) {
  const t = messages.value;
  if (values.length === 0) return <span class="trios none">{t.noTrios}</span>;
  const sorted = [...values].sort((a, b) => a - b);
  return (
    <>
      <TrioProgress values={values} />
      <ul class="trios" aria-label={label}>
        {sorted.map((v, i) => {
          const won = winning?.includes(v) ?? false;
          return (
            <li
              key={i}
              class={`trio v${v}${v === 7 ? ' seven' : ''}${won ? ' won' : winning ? ' other' : ''}`}
              // Only the game over marks the winning trios: its words (more) are there.
              aria-label={won ? overMessages.value.trioOfWinning(v) : t.trioOf(v)}
            >
              <span aria-hidden="true">{v}</span>
              {won && (
                <span class="won-mark" aria-hidden="true">
                  ★
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
