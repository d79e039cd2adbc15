import type { TableListing } from '../../shared/protocol';
import type { RoomContext } from './context';
import { type ListingPort, listingSource, tableListing } from './listing';
import type { RoomMeta } from './store/parse-room-rows';

/**
 * What a room tells the directory of open tables (worker/tables/), and when: its entry whenever
 * it changed, after the event that changed it, and nothing on the path of an ordinary move. The
 * entry last reported is a cache of this instance (a fresh one does not know it): the directory
 * checks every entry with its room after a while, so a wrong entry does not stay.
 */
export class ListingReporter {
  /** The entry last reported (JSON; 'null': not listed), undefined when unknown. */
  private published: string | undefined;

  /** `port`: where to report (absent in plain Node tests: nowhere). */
  constructor(private readonly port: ListingPort | undefined) {}

  /**
   * Reports the room's entry now when it changed; nothing to await (undefined) when it did not, as
   * on every move. A room that is not open says nothing unless it was listed before. `context`
   * is built only when the entry must be worked out.
   */
  publish(meta: RoomMeta, context: () => RoomContext): Promise<void> | undefined {
    if (!this.port) return undefined;
    if (meta.config.open !== true && (this.published === undefined || this.published === 'null'))
      return undefined;
    const ctx = context();
    const listing = tableListing(ctx);
    if (JSON.stringify(listing) === this.published) return undefined;
    return this.report(meta.id, listing, listing === null ? '' : listingSource(ctx));
  }

  /** The room is being deleted: it leaves the list, if it was listed or open. */
  async withdraw(ctx: RoomContext): Promise<void> {
    const meta = ctx.store.meta();
    const listed = this.published !== undefined && this.published !== 'null';
    if (listed || meta.config.open === true) await this.report(meta.id, null, '');
  }

  private async report(id: string, listing: TableListing | null, source: string): Promise<void> {
    if (!this.port) return;
    try {
      await this.port.publish(id, listing, source);
      this.published = JSON.stringify(listing);
    } catch {
      // The directory is unreachable: the next change reports again, and the directory checks
      // every entry with its room after a while, so a wrong entry does not stay.
      this.published = undefined;
    }
  }
}
