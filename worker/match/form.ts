import { freeOffers, freeSeekers, tellMatched } from './notify';
import type { QueueContext } from './ports';
import type { Offer, Seeker } from './QueueStore';
import { queueName, tableHint } from './queue-key';
import { offerTarget } from './tiers';

/**
 * Forming tables. Every queue is one players × mode, so all its seekers fit one another: a table
 * forms from the oldest `players` of them as soon as there are that many, or, once the oldest
 * seeker's wait has run out, from everyone present, with computers on the other seats. The world
 * queue also seats seekers that continent queues offered it, after claiming each from its home.
 *
 * Order of a formation, so that a crash never leaves a room half-seated nor a seeker seated twice:
 * hold the seekers (in storage, one transaction), claim the offered ones from their homes, create
 * the room with every seat reserved in one step, then tell the seekers and forget them. A seeker
 * who cancels or drops while held is not told; their seat goes to a computer after the room's
 * usual wait for someone away.
 */

/** How long a hold lasts (ms): beyond it, a hold whose formation was lost in a crash lapses. */
export const HOLD_MS = 30_000;

/** Tables one event forms at most (a burst of seekers forms the rest at the next event). */
const MAX_TABLES_PER_EVENT = 64;

type Member = { seeker: Seeker; offer?: undefined } | { offer: Offer; seeker?: undefined };

const joinedAt = (m: Member) => (m.seeker ?? m.offer).joinedAt;
const idOf = (m: Member) => (m.seeker ?? m.offer).id;

/** Free seekers and (world queue) free offers, oldest first. */
function pool(ctx: QueueContext): Member[] {
  const members: Member[] = freeSeekers(ctx).map((seeker) => ({ seeker }));
  for (const offer of freeOffers(ctx)) members.push({ offer });
  return members.sort((a, b) => joinedAt(a) - joinedAt(b) || (idOf(a) < idOf(b) ? -1 : 1));
}

/**
 * Forms every table that is ready. Resolves false when creating a room failed (the seekers wait
 * again; the caller retries later), true otherwise.
 */
export async function formTables(ctx: QueueContext): Promise<boolean> {
  for (let i = 0; i < MAX_TABLES_PER_EVENT; i++) {
    const members = pool(ctx);
    const now = ctx.ports.clock.now();
    const full = members.length >= ctx.key.players;
    // A seeker offered to the world queue is first offered a table there when time is up (`timeUp`).
    const due = members.some((m) => m.seeker !== undefined && m.seeker.deadline <= now && !m.seeker.offered);
    if (!full && !due) return true;
    const outcome = await formTable(ctx, full ? members.slice(0, ctx.key.players) : members);
    if (outcome === 'failed') return false;
  }
  return true;
}

/**
 * World queue: the offered seeker `id`'s wait ran out at home; seats them now with the oldest
 * others here (offers and seekers), computers on the other seats. False when that did not happen
 * (the offer is gone, or a claim was refused): their home seats them with computers instead.
 */
export async function formAround(ctx: QueueContext, id: string): Promise<boolean> {
  const members = pool(ctx);
  const mine = members.find((m) => m.offer?.id === id);
  if (!mine) return false;
  const others = members.filter((m) => m !== mine).slice(0, ctx.key.players - 1);
  const group = [mine, ...others].sort((a, b) => joinedAt(a) - joinedAt(b) || (idOf(a) < idOf(b) ? -1 : 1));
  return (await formTable(ctx, group)) === 'formed';
}

/** Groups values by a key, keeping order. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** Asks every home of `offers` to let their seekers go again (best effort: holds lapse anyway). */
async function release(ctx: QueueContext, offers: readonly Offer[]): Promise<void> {
  await Promise.all(
    [...groupBy(offers, (o) => o.home)].map(async ([home, list]) => {
      try {
        await ctx.ports.peer(home).release(list.map((o) => o.id));
      } catch {
        // Unreachable: its hold lapses after HOLD_MS and the seekers wait again.
      }
    }),
  );
}

/** Holds (or lets go, with `held` false) a group's members in one transaction. */
function hold(
  ctx: QueueContext,
  members: readonly Member[],
  held: boolean,
  dropOffers = new Set<string>(),
): void {
  const until = ctx.ports.clock.now() + HOLD_MS;
  ctx.store.transaction(() => {
    for (const m of members) {
      if (m.seeker) {
        const now = ctx.store.seeker(m.seeker.id);
        if (!now) continue;
        if (!held && now.gone) ctx.store.deleteSeeker(now.id);
        else ctx.store.saveSeeker({ ...now, heldUntil: held ? until : null });
      } else {
        const now = ctx.store.offer(m.offer.id);
        // Withdrawn meanwhile (seated or gone at home): nothing to keep.
        if (!now) continue;
        if (dropOffers.has(now.id)) ctx.store.deleteOffer(now.id);
        else ctx.store.saveOffer({ ...now, held });
      }
    }
  });
}

/** Claims a group's offers from their homes; resolves the ids that were refused. */
async function claim(ctx: QueueContext, offers: readonly Offer[]): Promise<Set<string>> {
  const refused = new Set<string>();
  await Promise.all(
    [...groupBy(offers, (o) => o.home)].map(async ([home, list]) => {
      let granted = new Set<string>();
      try {
        granted = new Set(await ctx.ports.peer(home).claim(list.map((o) => o.id)));
      } catch {
        // An unreachable home: its seekers are not taken this time.
      }
      for (const o of list) if (!granted.has(o.id)) refused.add(o.id);
    }),
  );
  return refused;
}

async function formTable(ctx: QueueContext, members: Member[]): Promise<'formed' | 'retry' | 'failed'> {
  hold(ctx, members, true);
  const offers = members.flatMap((m) => (m.offer ? [m.offer] : []));
  const refused = await claim(ctx, offers);
  if (refused.size > 0) {
    hold(ctx, members, false, refused);
    await release(
      ctx,
      offers.filter((o) => !refused.has(o.id)),
    );
    return 'retry';
  }
  const { players, mode } = ctx.key;
  const names = members.map((m) => (m.seeker ?? m.offer).name);
  let room: { id: string; tokens: string[] };
  try {
    room = await ctx.ports.createRoom(
      { players, mode, names },
      tableHint(members.map((m) => (m.seeker ?? m.offer).continent)),
    );
  } catch {
    // No room was made (or none that anyone will hear of): everyone waits again, retried later.
    hold(ctx, members, false);
    await release(ctx, offers);
    return 'failed';
  }
  const deliveries = members.flatMap((m, seat) => {
    const token = room.tokens[seat] ?? '';
    if (m.seeker) {
      tellMatched(ctx, m.seeker.id, room.id, seat, token);
      return [];
    }
    return [{ home: m.offer.home, id: m.offer.id, room: room.id, seat, token }];
  });
  ctx.store.transaction(() => {
    for (const m of members) {
      if (m.seeker) ctx.store.deleteSeeker(m.seeker.id);
      else ctx.store.deleteOffer(m.offer.id);
    }
  });
  await Promise.all(
    [...groupBy(deliveries, (d) => d.home)].map(async ([home, list]) => {
      try {
        await ctx.ports.peer(home).deliver(list.map(({ home: _home, ...seat }) => seat));
      } catch {
        // Not told: those seats go to computers after the room's usual wait for someone away.
      }
    }),
  );
  await withdraw(
    ctx,
    members.flatMap((m) => (m.seeker?.offered ? [m.seeker.id] : [])),
  );
  return 'formed';
}

/** Tells the queue above (tiers.ts) that these offered seekers are seated or gone (best effort). */
export async function withdraw(ctx: QueueContext, ids: string[]): Promise<void> {
  const target = offerTarget(ctx.key);
  if (ids.length === 0 || target === null) return;
  try {
    await ctx.ports.peer(queueName(target)).withdraw(ids);
  } catch {
    // The queue above claims before it seats anyone, and this queue then says no.
  }
}
