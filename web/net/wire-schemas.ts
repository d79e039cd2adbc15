/**
 * The socket's schemas: every server frame is parsed with them before anything reads it (STYLE:
 * parse at every boundary). A chunk of its own (valibot and the protocol's schemas), fetched in a
 * room page's first wave beside the socket, not awaited by the first paint (wire.ts). The HTTP
 * answers' schemas are another chunk (http-schemas.ts).
 */
export { parseServerMessage } from '../../shared/protocol/parse';
