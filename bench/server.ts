/**
 * Server load benchmark (`npm run bench:server`): starts `wrangler dev` on loopback (the room's
 * Worker with its storage metered, bench/floor/metered-room.ts), opens N rooms whose 3 seats are
 * Node `ws` clients playing random legal reveals, and prints one JSON line per mode: moves,
 * latency (ms from sending `act` to that client's next `state`: p50, p95, p99, max), errors, and
 * what a move costs the server — `cpuPerMoveUs` (workerd's utime + stime in /proc over the run,
 * divided by moves), `rowsPerMove` (rows written, as billed), `bytesWrittenPerMove` (workerd's
 * write calls: SQLite and sockets), `sqliteBytesPerMove` (growth of the rooms' SQLite files).
 * Modes: paced (one move per room every 500 ms) and closed (one move always in flight per room).
 * Then the round trip of a bare ping.
 *
 * `--floor` also starts the floor (bench/floor/: a minimal SQLite hibernating Durable Object with
 * the room's I/O and none of its logic, on the room's compatibility date and flags) and drives it
 * with the same client, interleaved with the room: each line then has `floorCpuPerMoveUs`,
 * `ratio` (room ÷ floor, CPU per move), `floorRowsPerMove`, `floorBytesWrittenPerMove` and
 * `bytesRatio`, and a last line compares paced with closed (`pacedOverClosed`). `--rounds n`
 * repeats every run n times (room and floor alternating which goes first) and prints medians.
 * `--interleave s` runs room and floor side by side in each round, alternating segments of s
 * seconds (room, floor, floor, room, …, after one unmeasured segment each) until each has played
 * `--seconds`: the machine's drift within a round then falls on both alike, and a round's ratio
 * means more. The pooled ratio (`pooledRatio`: all the room's CPU over all its moves, ÷ the
 * floor's) weighs every second alike.
 * Every run gets a fresh `wrangler dev` and storage (its start is not measured).
 *
 * `--runtime workerd` runs the same Worker, built as `wrangler deploy` builds it, directly on the
 * `workerd` binary (bench/load/workerd.ts): one process, no dev proxy, as production runs it;
 * `--runtime wrangler,workerd` interleaves both in every round, and each line says its `runtime`.
 * Options: bench/load/options.ts. Bounded in time; loopback only.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { OPTIONS } from './load/options';
import { pingRoundTrip } from './load/ping';
import { loadOnce, Run, type RunResult } from './load/run';
import {
  compatibility,
  freePort,
  type Runtime,
  type Server,
  startServer,
  startWorkerd,
  stopServer,
} from './load/server-process';
import { summarise } from './load/summary';
import { WORKERD, workerdConfig } from './load/workerd';

/** Where `--runtime workerd` keeps each target's build (made once a bench, removed at its end). */
const builds = mkdtempSync(join(tmpdir(), 'trio-bench-build-'));

async function start(name: Server['name'], runtime: Runtime, from: number): Promise<Server> {
  const port = await freePort(from, from + 18);
  const ram = !OPTIONS.disk && existsSync('/dev/shm');
  const persist = mkdtempSync(join(ram ? '/dev/shm' : tmpdir(), `trio-bench-${name}-`));
  const vars: Record<string, string> =
    name === 'floor' && OPTIONS.floorSnapshotEvery ? { SNAPSHOT_EVERY: OPTIONS.floorSnapshotEvery } : {};
  const args =
    name === 'room'
      ? ['-c', 'wrangler.toml', 'bench/floor/metered-room.ts']
      : ['-c', 'bench/floor/wrangler.toml'].concat(
          Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`]),
        );
  const starting =
    runtime === 'wrangler'
      ? startServer(name, port, persist, args)
      : startWorkerd(
          name,
          port,
          persist,
          WORKERD,
          workerdConfig(name, join(builds, name), persist, port, vars),
        );
  const server = await starting.catch((error: unknown) => {
    rmSync(persist, { recursive: true, force: true });
    throw error;
  });
  console.error(`bench: ${name} on ${server.base} (${runtime})`);
  return server;
}

/**
 * One round of `--interleave`: both targets' rooms open at once, then segments of
 * `OPTIONS.interleave` seconds alternate between them (ABBA…, `floorFirst` swaps A and B) until
 * each has played `OPTIONS.seconds`, after one unmeasured segment of each to warm. Only the
 * target playing is measured; the other sits idle.
 */
async function interleaved(
  mode: RunResult['mode'],
  room: Server,
  floor: Server,
  floorFirst: boolean,
): Promise<Record<Server['name'], RunResult>> {
  const runs = {
    room: await Run.open(mode, room, room.base),
    floor: await Run.open(mode, floor, floor.base),
  };
  // Both warm before either is measured.
  await runs.room.warm(OPTIONS.interleave);
  await runs.floor.warm(OPTIONS.interleave);
  const segments = Math.max(1, Math.round(OPTIONS.seconds / OPTIONS.interleave));
  const seconds = OPTIONS.seconds / segments;
  for (let i = 0; i < segments * 2; i++) {
    // A B B A A B …: each pair swaps who goes first.
    const first = Math.floor(i / 2) % 2 === 1 ? !floorFirst : floorFirst;
    const name = first === (i % 2 === 0) ? 'floor' : 'room';
    await runs[name].play(seconds);
  }
  const result = { room: await runs.room.result(), floor: await runs.floor.result() };
  runs.room.close();
  runs.floor.close();
  return result;
}

async function main(): Promise<void> {
  if (OPTIONS.url) {
    for (const mode of OPTIONS.modes)
      console.log(JSON.stringify(summarise(mode, [await loadOnce(mode, null, OPTIONS.url)], [])));
    await pingRoundTrip(OPTIONS.url);
    return;
  }
  if (OPTIONS.floor && compatibility('wrangler.toml') !== compatibility('bench/floor/wrangler.toml')) {
    throw new Error('bench/floor/wrangler.toml must have the compatibility date and flags of wrangler.toml');
  }
  const servers: Server[] = [];
  const stop = () => {
    for (const server of servers) {
      stopServer(server);
      rmSync(server.persist, { recursive: true, force: true });
    }
  };
  process.on('exit', () => {
    stop();
    rmSync(builds, { recursive: true, force: true });
  });
  process.on('SIGINT', () => process.exit(130));
  process.on('SIGTERM', () => process.exit(143));
  const hardStop = setTimeout(
    () => {
      console.error('bench: time limit reached');
      process.exit(1);
    },
    (OPTIONS.rounds *
      OPTIONS.runtimes.length *
      OPTIONS.modes.length *
      (OPTIONS.floor ? 2 : 1) *
      (OPTIONS.seconds + 60) +
      240 * OPTIONS.runtimes.length) *
      1000,
  );
  // Every run on a fresh server and storage: rooms left by an earlier run would play on (a
  // computer takes over an absent player's seat after a minute) and load the next one.
  const fresh = async <T>(
    name: Server['name'],
    runtime: Runtime,
    use: (server: Server) => Promise<T>,
  ): Promise<T> => {
    const server = await start(name, runtime, OPTIONS.port + (name === 'floor' ? 1 : 0));
    servers.push(server);
    try {
      return await use(server);
    } finally {
      stopServer(server);
      servers.splice(servers.indexOf(server), 1);
      // Wait for the group to exit before its storage goes and the next server takes a port.
      await sleep(1000);
      rmSync(server.persist, { recursive: true, force: true });
    }
  };
  try {
    const results = new Map<string, { room: RunResult[]; floor: RunResult[] }>();
    for (let r = 0; r < OPTIONS.rounds; r++) {
      for (const runtime of OPTIONS.runtimes) {
        for (const mode of OPTIONS.modes) {
          const entry = results.get(`${runtime} ${mode}`) ?? { room: [], floor: [] };
          results.set(`${runtime} ${mode}`, entry);
          // Alternate which goes first, so drift in the machine's speed falls on both alike.
          const names: Server['name'][] = !OPTIONS.floor
            ? ['room']
            : r % 2 === 1
              ? ['floor', 'room']
              : ['room', 'floor'];
          const pair =
            OPTIONS.floor && OPTIONS.interleave > 0
              ? await fresh('room', runtime, (room) =>
                  fresh('floor', runtime, (floor) => interleaved(mode, room, floor, r % 2 === 1)),
                )
              : null;
          for (const name of names) {
            const result =
              pair?.[name] ?? (await fresh(name, runtime, (server) => loadOnce(mode, server, server.base)));
            console.error(`bench: round ${r + 1} (${runtime}): ${JSON.stringify(result)}`);
            entry[name].push(result);
          }
        }
      }
    }
    for (const runtime of OPTIONS.runtimes) {
      const lines = OPTIONS.modes.map((mode) => {
        const entry = results.get(`${runtime} ${mode}`)!;
        return { runtime, ...summarise(mode, entry.room, entry.floor) };
      });
      for (const line of lines) console.log(JSON.stringify(line));
      const paced = lines.find((l) => l.mode === 'paced');
      const closed = lines.find((l) => l.mode === 'closed');
      if (paced?.cpuPerMoveUs && closed?.cpuPerMoveUs) {
        console.log(
          JSON.stringify({
            mode: 'paced_vs_closed',
            runtime,
            pacedOverClosed: Math.round((paced.cpuPerMoveUs / closed.cpuPerMoveUs) * 100) / 100,
            floorPacedOverClosed:
              paced.floorCpuPerMoveUs && closed.floorCpuPerMoveUs
                ? Math.round((paced.floorCpuPerMoveUs / closed.floorCpuPerMoveUs) * 100) / 100
                : null,
          }),
        );
      }
    }
    for (const runtime of OPTIONS.runtimes) {
      console.error(`bench: ping (${runtime})`);
      await fresh('room', runtime, (server) => pingRoundTrip(server.base));
    }
  } finally {
    clearTimeout(hardStop);
    stop();
  }
}

await main();
