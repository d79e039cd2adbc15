/**
 * bench/server.ts's options, read from the command line once:
 * --rooms 200 --seconds 10 [--rounds 1] [--floor] [--floor-snapshot-every n] [--mode paced|closed]
 * [--interleave s] [--pace-ms 500] [--runtime wrangler|workerd|wrangler,workerd] [--deflate] [--disk] [--validate]
 * [--port 8801] [--url http://127.0.0.1:8787].
 */
const argv = process.argv.slice(2);

const number = (name: string, fallback: number): number => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const text = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const flag = (name: string): boolean => argv.includes(`--${name}`);

const mode = text('mode');
const runtimes = (text('runtime') ?? 'wrangler').split(',');
for (const r of runtimes) {
  if (r !== 'wrangler' && r !== 'workerd') throw new Error(`--runtime: wrangler or workerd, not ${r}`);
}

export const OPTIONS = {
  rooms: number('rooms', 200),
  seconds: number('seconds', 10),
  /** Rounds of every mode (and target), interleaved; the printed figures are their medians. */
  rounds: Math.max(1, number('rounds', 1)),
  /** Also load the floor (bench/floor/), interleaved with the room, and print both and the ratio. */
  floor: flag('floor'),
  /**
   * With `--floor`: keep the room and the floor up together in each round and alternate them in
   * segments of this many seconds (room, floor, floor, room, …) until each has played
   * `--seconds`, so both see the machine's drift alike within the round, not only across rounds.
   * 0 (the default): one run of each after the other, each on its own fresh server.
   */
  interleave: Math.max(0, number('interleave', 0)),
  /** The floor's moves between snapshots (default: the room's `SNAPSHOT_EVERY`; 1: every move). */
  floorSnapshotEvery: text('floor-snapshot-every'),
  /**
   * The paced mode's time between two moves of a room (ms): a shorter pace packs more moves into
   * each of the runtime's wake-ups, which shows what a wake-up costs (bench/RESULTS.md, Cost per move).
   */
  paceMs: Math.max(1, number('pace-ms', 500)),
  modes: (['paced', 'closed'] as const).filter((m) => mode === undefined || mode === m),
  /**
   * How the servers run (bench/load/server-process.ts, `Runtime`): `wrangler` (`wrangler dev`, the
   * default: its dev proxy, a second workerd process, relays every frame) or `workerd` (the built
   * Worker directly on the workerd binary, no proxy, as production runs it:
   * bench/load/workerd.ts). Both, comma-separated, interleave them in every round.
   */
  runtimes: (['wrangler', 'workerd'] as const).filter((r) => runtimes.includes(r)),
  /**
   * Offer permessage-deflate (as browsers do). Off by default: the Worker declines compression
   * (`no_web_socket_compression` in wrangler.toml), but under `wrangler dev` Miniflare's own entry
   * Worker (an older compatibility date) sits in front of ours and would negotiate it regardless, so
   * a client that offers it measures a dev-only zlib cost that production does not pay.
   */
  deflate: flag('deflate'),
  /**
   * Room storage on tmpfs when there is one: local SQLite fsyncs every commit on the isolate's
   * thread, so on a disk the benchmark measures the disk (and its other users), not the room.
   * --disk keeps it under the temp dir.
   */
  disk: flag('disk'),
  /**
   * Check every frame against the protocol schemas (as the client does). Off by default:
   * schema-checking three full views per move costs the load client more CPU than the room spends
   * on the move, and on a 2-core machine that CPU comes out of the server's share. Lost or
   * duplicated moves are detected from versions either way.
   */
  validate: flag('validate'),
  /** The first port tried (the floor takes the next free one). */
  port: number('port', 8801),
  /** A server already running: loaded as it is (no CPU, rows or floor figures). */
  url: text('url')?.replace(/\/$/, ''),
} as const;
