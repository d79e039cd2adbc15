import { ROOM_ID_PATTERN } from '../../shared/protocol';

/** The room id in a path (`/api/games/<id>…`, `/g/<id>`, `/embed/<id>`) for a log line, or null. */
export function roomOfPath(path: string): string | null {
  const id = path.match(/^\/(?:api\/games|g|embed)\/([^/]+)/)?.[1];
  return id && ROOM_ID_PATTERN.test(id) ? id : null;
}
