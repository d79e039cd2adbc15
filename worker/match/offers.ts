import { withdraw } from './form';
import { freeSeekers } from './notify';
import type { QueueContext } from './ports';
import { queueName } from './queue-key';
import { offerTarget } from './tiers';

/**
 * A queue's seekers who have waited, offered on to the queue above it (tiers.ts: a sub-queue's
 * to sub-queue 0, a continent's to its neighbour pair's), which may seat them with its own after
 * claiming them here. The queue that holds the socket owns the seeker throughout.
 */

/** After creating a room or offering a seeker failed: when the queue tries again (ms). */
export const RETRY_MS = 5_000;

/** Offers on the seekers whose `offerAt` has come (on the alarm); a failed offer is tried again. */
export async function offerOn(ctx: QueueContext, now: number): Promise<void> {
  const target = offerTarget(ctx.key);
  if (target === null) return;
  const above = ctx.ports.peer(queueName(target));
  for (const s of freeSeekers(ctx)) {
    if (s.offerAt === null || s.offerAt > now) continue;
    let offered = true;
    try {
      const { id, name, continent, joinedAt, deadline } = s;
      await above.offer({ id, home: ctx.name, name, continent, joinedAt, deadline });
    } catch {
      // The queue above is unreachable: try again shortly; the seeker still waits here.
      offered = false;
    }
    const latest = ctx.store.seeker(s.id);
    if (!latest) continue;
    ctx.store.transaction(() =>
      ctx.store.saveSeeker(
        offered ? { ...latest, offerAt: null, offered: true } : { ...latest, offerAt: now + RETRY_MS },
      ),
    );
  }
}

/**
 * Offered seekers whose waits ran out are first seated by the queue above, with whoever waits
 * there; those it cannot seat are no longer offered, and get a table here (with computers).
 */
export async function timeUpAbroad(ctx: QueueContext, now: number): Promise<void> {
  const target = offerTarget(ctx.key);
  if (target === null) return;
  const due = freeSeekers(ctx).filter((s) => s.offered && s.deadline <= now);
  if (due.length === 0) return;
  let seated = new Set<string>();
  try {
    seated = new Set(await ctx.ports.peer(queueName(target)).timeUp(due.map((s) => s.id)));
  } catch {
    // The queue above is unreachable: they get a table here.
  }
  const rest = due.filter((s) => !seated.has(s.id));
  ctx.store.transaction(() => {
    for (const s of rest) {
      const latest = ctx.store.seeker(s.id);
      if (latest) ctx.store.saveSeeker({ ...latest, offered: false });
    }
  });
  await withdraw(
    ctx,
    rest.map((s) => s.id),
  );
}
