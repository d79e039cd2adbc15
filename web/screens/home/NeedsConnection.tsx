import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { learnMessages, loadLearnText } from '../../state/learn-text';
import { online } from '../../state/online';
import './NeedsConnection.css';

/** Fetches the offline words (shared/i18n/learn) once the page is offline: never on a first load online. */
function useOfflineWords(off: boolean): void {
  useEffect(() => {
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
  const t = learnMessages.value;
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
  const t = learnMessages.value;
  if (!off || !t) return null;
  return (
    <p class="panel offline-note" role="status">
      {t.offlineHome}
    </p>
  );
}
