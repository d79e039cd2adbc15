import type { ComponentChildren } from 'preact';
import './Choice.css';

interface Option<T extends string | number> {
  value: T;
  label: string;
  hint?: string;
}

interface Props<T extends string | number> {
  legend: string;
  name: string;
  options: Option<T>[];
  value: T;
  onChange: (value: T) => void;
  children?: ComponentChildren;
}

/** A row of radio buttons drawn as a segmented control; each may carry a one-line hint. */
export function Choice<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  children,
}: Props<T>) {
  const hint = options.find((o) => o.value === value)?.hint;
  return (
    <fieldset class="choice">
      <legend>{legend}</legend>
      <div class="segments">
        {options.map((o) => (
          <label key={o.value} class={o.value === value ? 'segment on' : 'segment'}>
            <input
              type="radio"
              name={name}
              value={String(o.value)}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {hint && <p class="hint">{hint}</p>}
      {children}
    </fieldset>
  );
}
