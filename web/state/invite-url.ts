import * as v from 'valibot';
import { embedded } from './route';

/**
 * A page of the host site that takes the room id (`data-invite-url`, sent to the frame as
 * `invite=`): an http(s) address of at most 500 characters with `{id}` in it. Anything else is
 * ignored and the game's own page is the invite link.
 */
const TemplateSchema = v.pipe(
  v.string(),
  v.maxLength(500),
  v.url(),
  v.check((url) => /^https?:\/\//.test(url) && url.includes('{id}')),
);

/**
 * The link that invites friends to room `id`: the game's own page (`/g/<id>`), or in an embed
 * whose host page chose one, that page with `{id}` filled in (docs/embedding.md).
 */
export function inviteUrl(id: string): string {
  const template = embedded ? new URLSearchParams(location.search).get('invite') : null;
  const parsed = v.safeParse(TemplateSchema, template ?? undefined);
  return parsed.success
    ? parsed.output.replaceAll('{id}', encodeURIComponent(id))
    : `${location.origin}/g/${id}`;
}
