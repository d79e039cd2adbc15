import { useSignal } from '@preact/signals';
import { joinMessages } from '../../../state/i18n';
import { inviteUrl } from '../../../state/invite-url';
import { notify } from '../../../state/notices';
import './InviteLink.css';

/** The room's link with a copy button: the way friends get in (an embed's host page may choose it). */
export function InviteLink({ id }: { id: string }) {
  const copied = useSignal(false);
  const url = inviteUrl(id);
  const j = joinMessages.value;

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

  return (
    <div class="invite">
      <label for="invite-url">{j.inviteLink}</label>
      <div class="invite-row">
        <input id="invite-url" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" class="btn" onClick={copy}>
          {copied.value ? j.copied : j.copy}
        </button>
      </div>
    </div>
  );
}
