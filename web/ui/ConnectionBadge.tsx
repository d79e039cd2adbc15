import { reconnectNow } from '../net/connection';
import { status } from '../net/store';
import { messages } from '../state/i18n';
import './ConnectionBadge.css';

/** The connection's state in a word, with a dot whose shape (not only colour) changes. */
export function ConnectionBadge() {
  const s = status.value;
  const t = messages.value;
  if (s === 'reconnecting')
    return (
      <button type="button" class="conn bad" onClick={reconnectNow} title={t.reconnectNow}>
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
