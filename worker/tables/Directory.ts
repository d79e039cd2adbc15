import { DurableObject } from 'cloudflare:workers';
import type { OpenTable, TableListing } from '../../shared/protocol';
import type { DirectoryRpc, Env } from '../env';
import { TableList } from './TableList';

/**
 * The list of open tables as a Durable Object (one, named `DIRECTORY_NAME`): a thin adapter from
 * the runtime to `TableList` (worker/tables/), which holds the logic. Rooms call `publish`; the
 * Worker calls `list` for `GET /api/tables`; the alarm checks entries with their rooms.
 */
export class Directory extends DurableObject<Env> implements DirectoryRpc {
  private readonly tables: TableList;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.tables = new TableList({
      storage: ctx.storage,
      alarm: ctx.storage,
      clock: Date,
      check: (id) => env.ROOMS.get(env.ROOMS.idFromName(id)).listing(),
    });
  }

  /** RPC from a room: its entry now (`null`: not listed any more) and its source (`TableList`). */
  async publish(id: string, listing: TableListing | null, source?: string): Promise<void> {
    await this.tables.publish(id, listing, source);
  }

  /** RPC from the Worker: the open tables, newest first. */
  async list(): Promise<OpenTable[]> {
    return this.tables.list();
  }

  override alarm(): Promise<void> {
    return this.tables.onAlarm();
  }
}
