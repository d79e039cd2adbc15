import { messages } from '../state/i18n';
import { status } from '../state/room';
import './ConnectionBadge.css';

/**
 * The connection's state in a word, with a dot whose shape (not only colour) changes; while it
 * waits to reconnect, a button that calls `onRetry` (the room's `reconnectNow`).
 */
export function ConnectionBadge({ onRetry }: { onRetry: () => void }) {
  const s = status.value;
  const t = messages.value;
  if (s === 'reconnecting')
    return (
      <button type="button" class="conn bad" onClick={onRetry} title={t.reconnectNow}>
        <span class="dot" aria-hidden="true" /> {t.reconnecting}
      </button>
    );
  const label = s === 'open' ? t.connected : s === 'connecting' ? t.connecting : t.offline;
  return (
    <span class={s === 'open' ? 'conn ok' : 'conn'} role="status">
      <span class="dot" aria-hidden="true" /> {label}
    </span>
  );
}
