import * as v from 'valibot';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { NameSchema } from '../../../shared/protocol/messages';
import { THEMES } from './params';

/**
 * The parent page's commands (docs/embedding.md), parsed with valibot before anything acts on
 * them. A chunk of its own, fetched when the first message arrives: the frame's first paint does
 * without the schema library.
 */
export const InboundSchema = v.variant('type', [
  v.object({ type: v.literal('set_name'), name: NameSchema }),
  v.object({ type: v.literal('set_theme'), theme: v.picklist(THEMES) }),
  v.object({ type: v.literal('set_lang'), lang: v.picklist(LANGUAGES) }),
]);
export type Inbound = v.InferOutput<typeof InboundSchema>;

/** The command in `data`, or null for anything else (ignored, as the API documents). */
export function parseInbound(data: unknown): Inbound | null {
  const parsed = v.safeParse(InboundSchema, data);
  return parsed.success ? parsed.output : null;
}
