import './Trios.css';

/** Collected trios as small stacks of three, each labelled with its value, lowest value first. */
export function Trios({
  values,
  owner,
  winning,
}: {
  values: number[];
  owner: string;
  winning?: number[] | undefined;
}) {
  if (values.length === 0) return <span class="trios none">no trios yet</span>;
  const sorted = [...values].sort((a, b) => a - b);
  return (
    <ul class="trios" aria-label={`${owner} trios`}>
      {sorted.map((v, i) => {
        const won = winning?.includes(v) ?? false;
        return (
          <li
            key={i}
            class={`trio v${v}${v === 7 ? ' seven' : ''}${won ? ' won' : winning ? ' other' : ''}`}
            aria-label={`trio of ${v}s${won ? ', part of the win' : ''}`}
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
