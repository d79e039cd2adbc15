/**
 * The embed's side of a framed room page (`/embed/:id`), as the app root loads it: the
 * postMessage bridge (started once, before the first paint, so the theme applies at once) and the
 * one line of chrome under the table. `/embed/new` is a chunk of its own (EmbedNew).
 */
export { EmbedBar } from './EmbedBar';
export { startEmbed } from './start-embed';
