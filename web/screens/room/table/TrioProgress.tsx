import { trioProgress } from '../../../../shared/engine/progress';
import type { CardValue } from '../../../../shared/engine/types';
import { overMessages } from '../../../state/i18n';
import { view } from '../../../state/room';

/**
 * How far a seat's trios `mine` (its team's, in team games) are from a win, in words: "2 of 3 trios" in
 * simple mode; in spicy mode, for each collected trio, the connected values still free that
 * would win with it ("2s need 5s or 9s") or that none is left; with the three-trios house rule,
 * both. Nothing before a first trio, or once the game is over.
 */
function progressText(mine: CardValue[]): string | null {
  const v = view.value;
  if (!v || v.phase === 'over' || mine.length === 0) return null;
  const k = overMessages.value;
  const { count, partners } = trioProgress(v.config, mine, v.trios);
  const parts = count === null ? [] : [k.trioCount(count)];
  for (const { value, free } of partners ?? [])
    parts.push(free.length > 0 ? k.trioNeeds({ value, partners: free }) : k.trioNoPartner(value));
  return parts.join(' · ');
}

/**
 * A seat's progress (`values`: its trios) beside its trios, wrapping in a narrow tile (never cut:
 * Trios.css; the sentence is also its tooltip, and read out). A chunk of its own, with its words
 * (shared/i18n/over, with the game over's): nobody has a trio at the first paint of a new table.
 */
export function TrioProgress({ values }: { values: CardValue[] }) {
  const text = progressText(values);
  if (!text) return null;
  return (
    <span class="trio-progress" title={text}>
      {text}
    </span>
  );
}
