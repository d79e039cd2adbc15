/** Collected trios as small stacks of three, each labelled with its value. */
export function Trios({ values, owner }: { values: number[]; owner: string }) {
  if (values.length === 0) return <span class="trios none">no trios yet</span>;
  return (
    <ul class="trios" aria-label={`${owner} trios`}>
      {values.map((v, i) => (
        <li key={i} class={`trio v${v}${v === 7 ? ' seven' : ''}`} aria-label={`trio of ${v}s`}>
          <span aria-hidden="true">{v}</span>
        </li>
      ))}
    </ul>
  );
}
