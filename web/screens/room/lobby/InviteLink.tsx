import { useSignal } from '@preact/signals';
import { joinMessages } from '../../../state/i18n';
import { inviteUrl } from '../../../state/invite-url';
import { notify } from '../../../state/notices';
import { lazy } from '../../../ui/lazy';
import { canShare } from './can-share';
import './InviteLink.css';

// The QR code and its encoder: fetched when the player asks for it (a failed fetch shows nothing).
const InviteQr = lazy(() => import('./InviteQr').then((m) => m.InviteQr), { optional: true });

/**
 * The room's link with a copy button, the device's own share sheet where it has one, and a QR code
 * to scan: the ways friends get in (an embed's host page may choose the link).
 */
export function InviteLink({ id }: { id: string }) {
  const copied = useSignal(false);
  const qr = useSignal(false);
  const url = inviteUrl(id);
  const j = joinMessages.value;
  const sharing = canShare();

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard permission (or an insecure origin): select the text so the player can copy it.
      const input = document.getElementById('invite-url');
      if (input instanceof HTMLInputElement) input.select();
      notify(j.selectToCopy);
      return;
    }
    copied.value = true;
    notify(j.linkCopied);
    setTimeout(() => (copied.value = false), 2000);
  }

  async function share() {
    try {
      await navigator.share({ title: 'Trio', text: j.shareText, url });
    } catch {
      // The player closed the share sheet (or the device refused): the link is still on show.
    }
  }

  return (
    <div class="invite">
      <label for="invite-url">{j.inviteLink}</label>
      <div class="invite-row">
        <input id="invite-url" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" class="btn" onClick={copy}>
          {copied.value ? j.copied : j.copy}
        </button>
      </div>
      <div class="invite-more">
        {sharing && (
          <button type="button" class="btn small" onClick={share}>
            {j.share}
          </button>
        )}
        <button
          type="button"
          class="btn small ghost"
          aria-expanded={qr.value}
          aria-controls="invite-qr"
          onClick={() => (qr.value = !qr.value)}
        >
          {qr.value ? j.hideQr : j.showQr}
        </button>
      </div>
      <div id="invite-qr">{qr.value && <InviteQr url={url} />}</div>
    </div>
  );
}
