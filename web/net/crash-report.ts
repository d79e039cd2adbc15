import * as v from 'valibot';
import { type ClientErrorReport, ClientErrorReportSchema } from '../../shared/protocol/http';

/**
 * Tells the server that a screen crashed (`POST /api/client-errors`, logged like the server's own
 * errors): the error's class, message and stack, the build, and the page's path. Never game state,
 * the query or the fragment (a seat token travels there). Checked against the schema the server
 * applies, so it is never refused for its shape. Once per page; a failure to send is dropped. Part
 * of the wire's lazy chunk (wire-schemas.ts): the error boundary reaches it through `wire()`,
 * whose chunk the first load already names, so the report costs the first load nothing more.
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
    // The page names its build (vite.config.ts); a page without it (a test's own) says `dev`.
    build: document.querySelector<HTMLMetaElement>('meta[name="trio-build"]')?.content || 'dev',
    route: location.pathname.replace(/[^\w/-]/g, '_').slice(0, 121),
  };
  const checked = v.safeParse(ClientErrorReportSchema, report);
  // Only a build id from an odd TRIO_BUILD could fail: nothing to send that the server would take.
  if (!checked.success) return;
  fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(checked.output),
    keepalive: true,
  }).catch(() => {
    // Offline or refused: the page shows its error either way.
  });
}
