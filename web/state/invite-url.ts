import { embedded } from './route';

/**
 * The link that invites friends to room `id`: the game's own page (`/g/<id>`), or in an embed
 * whose host page chose one (`data-invite-url`, sent to the frame as `invite=`), that page with
 * `{id}` filled in (docs/embedding.md). The choice is checked, never trusted: an http(s) address
 * of at most 500 characters with `{id}` in it, else it is ignored. Plain checks, no schema library:
 * the lobby's chunk does without one.
 */
export function inviteUrl(id: string): string {
  const template = embedded ? new URLSearchParams(location.search).get('invite') : null;
  return template && usable(template)
    ? template.replaceAll('{id}', encodeURIComponent(id))
    : `${location.origin}/g/${id}`;
}

function usable(template: string): boolean {
  if (template.length > 500 || !template.includes('{id}')) return false;
  try {
    return /^https?:$/.test(new URL(template).protocol);
  } catch {
    // Not an address: the game's own link instead.
    return false;
  }
}
