import { signal } from '@preact/signals';
import type { Seat } from '../../../../shared/engine/types';
import type { ReactionCode } from '../../../../shared/protocol/reactions';
import { onServerMessage, send } from '../../../net/connection';
import { lifeMessages } from '../../../state/i18n';
import { mySeat } from '../../../state/room';
import { nameOf } from '../table/table-state';
import { othersHidden } from './prefs';
import { REST_MS, reactionWords } from './reaction-words';

/**
 * The reactions on show: the `reaction` frames the room sends to every socket, each shown as a
 * bubble at its sender's seat for `BUBBLE_MS` and read out once, politely ("Ana: Well played"), in
 * the viewer's language; and the viewer's own, sent at most once per `REST_MS` (the
 * server's limit: the picker rests meanwhile, so the limit is never a surprise).
 */

/** How long a bubble stays (ms). */
export const BUBBLE_MS = 3000;

/** A bubble on show: which reaction, and a fresh id per reaction (the same one twice pops again). */
export interface Bubble {
  id: number;
  reaction: ReactionCode;
}

/** The bubble on show at each seat. */
export const bubbles = signal<ReadonlyMap<Seat, Bubble>>(new Map());
/** The last reaction in words, for the polite live region (Tools.tsx); a new id for each one. */
export const said = signal({ id: 0, text: '' });
/** The picker rests after a reaction, until the server would take the next one. */
export const resting = signal(false);

let nextId = 0;
let restTimer: ReturnType<typeof setTimeout> | undefined;
/** When this client last sent a reaction (`performance.now()`). */
let sentAt = Number.NEGATIVE_INFINITY;

function rest(): void {
  resting.value = true;
  clearTimeout(restTimer);
  restTimer = setTimeout(() => (resting.value = false), REST_MS);
}

/** Sends the viewer's reaction, unless the picker is resting. */
export function react(reaction: ReactionCode): void {
  if (resting.value) return;
  if (send({ type: 'react', reaction })) {
    sentAt = performance.now();
    rest();
  }
}

function show(seat: Seat, reaction: ReactionCode): void {
  if (othersHidden.value && seat !== mySeat.value) return;
  const id = ++nextId;
  bubbles.value = new Map(bubbles.value).set(seat, { id, reaction });
  const k = lifeMessages.value;
  if (k)
    said.value = { id, text: k.reactionBy({ name: nameOf(seat), reaction: reactionWords(k, reaction) }) };
  setTimeout(() => {
    // The words read out go with the bubble: left behind, they would be found later (in a language
    // since switched away from) by anyone reading the page.
    if (said.value.id === id) said.value = { id, text: '' };
    if (bubbles.value.get(seat)?.id !== id) return;
    const next = new Map(bubbles.value);
    next.delete(seat);
    bubbles.value = next;
  }, BUBBLE_MS);
}

/** Listens for reactions; a `protocol/rate_limited` answer to one rests the picker instead of a notice. */
export function startReactions(): void {
  onServerMessage((message) => {
    if (message.type === 'reaction') show(message.seat, message.reaction);
    else if (
      message.type === 'error' &&
      message.code === 'protocol/rate_limited' &&
      performance.now() - sentAt < 2 * REST_MS
    ) {
      // Two reactions sent just over the interval apart can arrive closer (the network's jitter):
      // nothing to tell the player, the picker just rests a little longer.
      rest();
      return true;
    }
    return false;
  });
}
