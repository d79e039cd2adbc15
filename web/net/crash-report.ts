import type { ClientErrorReport } from '../../shared/protocol/http';

/**
 * Tells the server that a screen crashed (`POST /api/client-errors`, logged like the server's own
 * errors): the error's class, message and stack, the build, and the page's path. Never game state,
 * the query or the fragment (a seat token travels there). Once per page; a failure to send is
 * dropped. A chunk of its own, loaded by the error boundary only when something broke.
 */
let sent = false;

export function reportCrash(error: unknown): void {
  if (sent) return;
  sent = true;
  const e = error instanceof Error ? error : new Error(typeof error);
  const report: ClientErrorReport = {
    name: /^[A-Za-z][\w.]{0,40}$/.test(e.name) ? e.name : 'Error',
    message: e.message.slice(0, 1000),
    stack: (e.stack ?? '').slice(0, 6000),
    build: __TRIO_BUILD__,
    route: location.pathname.replace(/[^\w/-]/g, '_').slice(0, 121),
  };
  fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => {
    // Offline or refused: the page shows its error either way.
  });
}
