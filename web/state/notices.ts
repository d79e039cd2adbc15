import { signal } from '@preact/signals';

/** Short messages for a few seconds (errors, "link copied"), shown by the root's `Notices`. */

export interface Notice {
  id: number;
  text: string;
}

/** The notices on show, oldest first (at most three). */
export const notices = signal<Notice[]>([]);

/** How long a notice stays, in ms. */
const NOTICE_MS = 4000;

let noticeId = 0;

/** Shows a short message for a few seconds (errors, "link copied"). */
export function notify(text: string): void {
  const id = ++noticeId;
  notices.value = [...notices.value.slice(-2), { id, text }];
  setTimeout(() => {
    notices.value = notices.value.filter((n) => n.id !== id);
  }, NOTICE_MS);
}

/** Clears every notice (leaving a room: its messages are not the next page's). */
export function clearNotices(): void {
  notices.value = [];
}
