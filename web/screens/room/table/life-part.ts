import { loadLifeText } from '../../../state/i18n';
import { lazy } from '../../../ui/lazy';

/**
 * Reactions, sounds and the hands shown at the end (../life): one lazy chunk with its words,
 * fetched when the browser is idle after the table shows. Optional: without it the table plays on.
 * `<Life tools />` (the picker and the sound toggle), `<Life bubble={seat} />`, `<Life final={seat} />`.
 */
export const Life = lazy(() => Promise.all([import('../life'), loadLifeText()]).then(([m]) => m.Life), {
  idle: true,
  optional: true,
});
