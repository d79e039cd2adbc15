import { notices } from '../state/notices';
import './Notices.css';

/** Short messages (errors, confirmations), announced politely to screen readers. */
export function Notices() {
  return (
    <div class="notices" role="status" aria-live="polite">
      {notices.value.map((n) => (
        <p key={n.id} class="notice">
          {n.text}
        </p>
      ))}
    </div>
  );
}
