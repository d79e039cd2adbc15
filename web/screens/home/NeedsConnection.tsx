import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { learnMessages, loadLearnText } from '../../state/i18n';
import { online } from '../../state/online';
import './NeedsConnection.css';

/** The offline words (shared/i18n/learn), once the page went offline: never fetched on a load online. */
function useOfflineWords(off: boolean): void {
  useEffect(() => {
    // Offline with no cached words: the note waits for them (the precache has them after a visit).
    if (off) void loadLearnText().catch(() => {});
  }, [off]);
}

/**
 * A part of the home page that needs the server (a game with friends, quick match, the open
 * tables): without a network it says so and cannot be used (inert), instead of failing.
 */
export function NeedsConnection({ children }: { children: ComponentChildren }) {
  const off = !online.value;
  useOfflineWords(off);
  if (!off) return <>{children}</>;
  const t = learnMessages.value as typeof learnMessages.value | undefined;
  return (
    <div class="needs-net">
      {t && <p class="needs-net-note">{t.needsConnection}</p>}
      <div inert>{children}</div>
    </div>
  );
}

/** Without a network: the home page says that Play now still plays, against the computer. */
export function OfflineNote() {
  const off = !online.value;
  useOfflineWords(off);
  const t = learnMessages.value as typeof learnMessages.value | undefined;
  if (!off || !t) return null;
  return (
    <p class="panel offline-note" role="status">
      {t.offlineHome}
    </p>
  );
}
