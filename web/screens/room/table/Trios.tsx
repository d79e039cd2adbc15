import { messages } from '../../../state/i18n';
import './Trios.css';

/** Collected trios as small stacks of three, each labelled with its value, lowest value first. */
export function Trios({
  values,
  label,
  winning,
}: {
  values: number[];
  /** The list's accessible name: "Ana’s trios", "your trios", "the winning trios". */
  label: string;
  winning?: number[] | undefined;
}) {
  const t = messages.value;
  if (values.length === 0) return <span class="trios none">{t.noTrios}</span>;
  const sorted = [...values].sort((a, b) => a - b);
  return (
    <ul class="trios" aria-label={label}>
      {sorted.map((v, i) => {
        const won = winning?.includes(v) ?? false;
        return (
          <li
            key={i}
            class={`trio v${v}${v === 7 ? ' seven' : ''}${won ? ' won' : winning ? ' other' : ''}`}
            aria-label={won ? t.trioOfWinning(v) : t.trioOf(v)}
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
  );
}
