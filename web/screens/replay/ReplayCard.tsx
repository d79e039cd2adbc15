import { isConnected } from '../../../shared/engine/connected';
import type { CardValue } from '../../../shared/engine/types';
import './ReplayCard.css';

const VALUES: CardValue[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * A face-up card of the replay (everything is face up once a game is over), `size` small or
 * tiny; in spicy mode a small card shows the values it is connected to, as the printed cards do.
 * The replay's own, so its chunk does not share one with the room's table.
 */
export function ReplayCard({
  value,
  label,
  size,
  spicy,
  marks = '',
}: {
  value: CardValue;
  label: string;
  size: 'sm' | 'xs';
  spicy: boolean;
  /** Extra classes: `revealed`, `offered`. */
  marks?: string;
}) {
  return (
    <span
      class={`rcard ${size} v${value}${value === 7 ? ' seven' : ''} ${marks}`.trim()}
      role="img"
      aria-label={label}
    >
      <span class="rcard-big" aria-hidden="true">
        {value}
      </span>
      {size === 'sm' && spicy && value !== 7 && (
        <span class="rcard-links" aria-hidden="true">
          {VALUES.filter((v) => isConnected(value, v)).join(' ')}
        </span>
      )}
    </span>
  );
}

/** An empty center slot (its trio was collected): the outline keeps the grid still. */
export function ReplayEmpty({ label }: { label: string }) {
  return <span class="rcard sm empty" role="img" aria-label={label} />;
}
