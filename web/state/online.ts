import { computed, signal } from '@preact/signals';

/**
 * Whether the server can be reached: the browser says it has a network (`navigator.onLine`, kept
 * up to date by its `online` and `offline` events) and the last request to the server did not
 * stall (web/net/reach.ts: no answer within its deadline sets `stalled`, any answer clears it).
 * A browser offline is sure; online, a captive portal or one bar of signal may still hold every
 * request: after the deadline the page takes that as offline too (Play now at the local table,
 * the online parts saying they need a connection). True may still fail: a caller that reaches the
 * server handles the failure as before.
 */
const browserOnline = signal(typeof navigator === 'undefined' ? true : navigator.onLine);

/** A request to the server went unanswered past its deadline, and none has been answered since. */
export const stalled = signal(false);

export const online = computed(() => browserOnline.value && !stalled.value);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    browserOnline.value = true;
    // A new network: the next request says whether it answers.
    stalled.value = false;
  });
  window.addEventListener('offline', () => {
    browserOnline.value = false;
  });
}
