import { reconnectNow } from '../net/connection';
import { status } from '../net/store';
import './ConnectionBadge.css';

/** The connection's state in a word, with a dot whose shape (not only colour) changes. */
export function ConnectionBadge() {
  const s = status.value;
  if (s === 'reconnecting')
    return (
      <button type="button" class="conn bad" onClick={reconnectNow} title="Reconnect now">
        <span class="dot" aria-hidden="true" /> Reconnecting…
      </button>
    );
  const label = s === 'open' ? 'Connected' : s === 'connecting' ? 'Connecting…' : 'Offline';
  return (
    <span class={s === 'open' ? 'conn ok' : 'conn'} role="status">
      <span class="dot" aria-hidden="true" /> {label}
    </span>
  );
}
