import { useEffect } from 'preact/hooks';
import type { BarMessages } from '../../../shared/i18n/bar/en';
import { rejoinLink } from '../../net/rejoin';
import { barMessages, loadBarText } from '../../state/i18n';

/**
 * Whether this frame's storage lasts beyond the page: false where the browser blocks a frame's
 * storage (then the seat token lives in memory only, and a reload of the host page loses it).
 */
function storageLasts(): boolean {
  try {
    localStorage.setItem('trio:probe', '1');
    localStorage.removeItem('trio:probe');
    return true;
  } catch {
    return false;
  }
}

const lasts = storageLasts();

/**
 * In a frame whose browser keeps nothing, once the visitor holds a seat: says that a reload of the
 * host page would lose it, and offers the way to keep it, the seat in a tab of its own (the Rejoin
 * link: the tab's own storage keeps it; docs/embedding.md, After a reload of your page).
 */
export function KeepSeat({ id, joined }: { id: string; joined: boolean }) {
  const shown = !lasts && joined;
  useEffect(() => {
    if (shown) void loadBarText().catch(() => undefined);
  }, [shown]);
  const link = shown ? rejoinLink(id) : '';
  if (!shown || !link.includes('#seat=')) return null;
  // Undefined until the words have arrived (they come with the first table's idle fetch).
  const k: BarMessages | undefined = barMessages.value;
  if (!k) return null;
  return (
    <p class="embed-keep" role="note">
      {k.keepSeatNote}{' '}
      <a href={link} target="_blank" rel="noopener noreferrer">
        {k.keepSeatLink}
      </a>
    </p>
  );
}
