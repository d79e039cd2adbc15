import { loadMatchText } from '../../../state/i18n';

/**
 * The home page's quick match and open tables: one chunk (with their CSS), fetched as the home
 * page shows, so its first load carries only the two lazy stubs (web/screens/home/Home.tsx). Both
 * wait for their words (`ready`).
 */
export { OpenTables } from './OpenTables';
export { QuickMatch } from './QuickMatch';

/** Resolves once the parts' words have arrived in the page's language. */
export const ready = loadMatchText;
