import { reconnectNow } from '../../net/connection';
import { rejoinLink } from '../../net/rejoin';
import { messages } from '../../state/i18n';
import { me, status } from '../../state/room';
import { ConnectionBadge } from '../../ui/ConnectionBadge';
import { KeepSeat } from './KeepSeat';
import './EmbedBar.css';

/**
 * The embed's one line of chrome: the connection, and a link that continues this seat in a tab of
 * its own (for browsers that block a frame's storage, or a bigger table).
 */
export function EmbedBar({ id }: { id: string }) {
  // Read so the link gains the token once the server has welcomed this player.
  const joined = me.value !== null && status.value === 'open';
  const t = messages.value;
  return (
    <footer class="embed-bar">
      <KeepSeat id={id} joined={joined} />
      <a class="embed-brand" href={`${location.origin}/`} target="_blank" rel="noopener noreferrer">
        Trio Online
      </a>
      <ConnectionBadge onRetry={reconnectNow} />
      <a
        class="embed-open"
        href={rejoinLink(id)}
        target="_blank"
        rel="noopener noreferrer"
        title={joined ? t.rejoinTitle : t.openNewTabTitle}
      >
        {joined ? t.rejoinLink : t.openNewTab}
      </a>
    </footer>
  );
}
