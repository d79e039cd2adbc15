import type { JSX } from 'preact';
import { isConnected } from '../../shared/engine/connected';
import type { CardValue } from '../../shared/engine/types';
import { taking } from '../state/room';
import './Card.css';

const VALUES: CardValue[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The values a card shows in its lower corners in spicy mode (display only). */
function links(value: CardValue): CardValue[] {
  return VALUES.filter((v) => isConnected(value, v));
}

interface Props {
  /** A face-up value, or null for a face-down card. */
  value: CardValue | null;
  label: string;
  spicy?: boolean;
  /** Clickable: a legal target right now. */
  onPick?: (() => void) | undefined;
  /** Extra classes: size (`sm`, `xs`), `raised`, `dim`, `turning`, `held`. */
  class?: string | undefined;
  target?: string | undefined;
}

/**
 * One card, face up or face down, always the same size either way (no layout shift on a flip).
 * A clickable card is a real button, so Tab reaches it and Enter reveals it.
 */
export function Card({ value, label, spicy = false, onPick, class: extra = '', target }: Props) {
  // The card asked for, while its value is on its way: it shows it was taken in the next frame.
  const taken = target !== undefined && taking.value === target;
  const cls =
    `card ${value === null ? 'back' : `face v${value}${value === 7 ? ' seven' : ''}`} ${extra}${taken ? ' taking' : ''}`.trim();
  // Face and back are different nodes (keys): a back never inherits a face's flip.
  const inner: JSX.Element =
    value === null ? (
      <span key="back" class="card-back" aria-hidden="true" />
    ) : (
      <span key="face" class="card-face" aria-hidden="true">
        {/* The corner, the star and the links are drawn by CSS from data-v (Card.css): a card's
            only text is its value once, which a button's name "your lowest card, 12" contains
            (WCAG 2.5.3, label in name). */}
        <span class="corner" data-v={value} />
        <span class="big">{value}</span>
        {value === 7 && <span class="star" />}
        {spicy && value !== 7 && (
          <span class="links">
            {links(value).map((l) => (
              <span key={l} data-v={l} />
            ))}
          </span>
        )}
      </span>
    );
  if (onPick)
    return (
      <button
        type="button"
        class={`${cls} pick`}
        aria-label={label}
        data-target={target}
        data-value={value ?? undefined}
        onClick={onPick}
      >
        {inner}
      </button>
    );
  return (
    <span
      class={cls}
      role="img"
      aria-label={label}
      aria-busy={taken || undefined}
      data-target={target}
      data-value={value ?? undefined}
      // Focus may rest on a card just revealed (Table.tsx); Tab passes it by.
      tabIndex={target && value !== null ? -1 : undefined}
    >
      {inner}
    </span>
  );
}

/** An empty center slot: the outline stays so the grid never moves. */
export function EmptySlot({ label }: { label: string }) {
  return <span class="card empty" role="img" aria-label={label} />;
}
