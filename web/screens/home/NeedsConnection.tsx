import { type Signal, signal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import type { LearnMessages } from '../../../shared/i18n/learn/index';
import { online } from '../../state/online';
import './NeedsConnection.css';

/** The offline words (shared/i18n/learn), once the page went offline: never fetched on a load online. */
const words: Signal<LearnMessages | null> = signal(null);

function useOfflineWords(off: boolean): void {
  useEffect(() => {
    if (!off || words.value) return;
    void import('../../state/learn-text')
      .then(async (m) => {
        await m.loadLearnText();
        // From now on the words follow the page's language with the module's own signal.
        m.learnMessages.subscribe((text) => {
          words.value = text;
        });
      })
      .catch(() => {});
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
  const t = words.value;
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
  const t = words.value;
  if (!off || !t) return null;
  return (
    <p class="panel offline-note" role="status">
      {t.offlineHome}
    </p>
  );
}
