import { signal } from '@preact/signals';

/**
 * Whether the browser says it has a network (`navigator.onLine`, kept up to date by its `online`
 * and `offline` events). False is sure (no network at all); true may still fail: a caller that
 * reaches the server handles the failure as before.
 */
export const online = signal(typeof navigator === 'undefined' ? true : navigator.onLine);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    online.value = true;
  });
  window.addEventListener('offline', () => {
    online.value = false;
  });
}
