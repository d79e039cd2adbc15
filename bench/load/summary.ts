import { OPTIONS } from './options';
import type { Mode, RunResult } from './run';

/** The median of the numbers given (null without any). */
function median(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = known.length >> 1;
  return known.length % 2 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2;
}

const round = (x: number | null, places = 2) =>
  x === null ? null : Math.round(x * 10 ** places) / 10 ** places;

/** Room ÷ floor for one round's pair of runs (null when either is unknown). */
function ratio(room: number | null, floor: number | null | undefined): number | null {
  return room === null || floor === null || floor === undefined || floor === 0 ? null : room / floor;
}

/** CPU per move over all the runs' moves together (µs; null when any run's CPU is unknown). */
function pooled(runs: RunResult[]): number | null {
  let cpu = 0;
  let moves = 0;
  for (const r of runs) {
    if (r.cpuPerMoveUs === null) return null;
    cpu += r.cpuPerMoveUs * r.moves;
    moves += r.moves;
  }
  return moves > 0 ? cpu / moves : null;
}

/** Each key's median over the runs' `cpuSplitUs` (µs per move by process, thread and kind). */
function splitMedians(
  runs: RunResult[],
  field: 'cpuSplitUs' | 'sleepsPerMove' = 'cpuSplitUs',
): Record<string, number> {
  const keys = new Set(runs.flatMap((r) => Object.keys(r[field] ?? {})));
  return Object.fromEntries(
    [...keys].sort().map((key) => [key, median(runs.map((r) => r[field]?.[key] ?? 0)) ?? 0]),
  );
}

/**
 * One mode's line: the room's figures (medians over the rounds), and with the floor its figures
 * and the ratios, each the median of the rounds' own ratios (a room run and the floor run beside
 * it share the machine's state of the moment). `ratios` lists every round's CPU ratio;
 * `pooledRatio` is the room's CPU over all its moves ÷ the floor's, every round together.
 */
export function summarise(mode: Mode, room: RunResult[], floor: RunResult[]) {
  const m = (runs: RunResult[], key: keyof RunResult) =>
    median(runs.map((r) => (typeof r[key] === 'number' ? r[key] : null)));
  const ratios = room.map((r, i) => ratio(r.cpuPerMoveUs, floor[i]?.cpuPerMoveUs));
  const line = {
    mode,
    paceMs: mode === 'paced' ? OPTIONS.paceMs : null,
    rounds: room.length,
    rooms: room[0]?.rooms ?? 0,
    players: (room[0]?.rooms ?? 0) * 3,
    moves: m(room, 'moves'),
    movesPerSec: m(room, 'movesPerSec'),
    p50: m(room, 'p50'),
    p95: m(room, 'p95'),
    p99: m(room, 'p99'),
    max: m(room, 'max'),
    clientDelayP99: m(room, 'clientDelayP99'),
    clientDelayMax: m(room, 'clientDelayMax'),
    errors: room.reduce((n, r) => n + r.errors, 0),
    errorCodes: Object.assign({}, ...room.map((r) => r.errorCodes)) as Record<string, number>,
    clientCpu: m(room, 'clientCpu'),
    serverCpu: m(room, 'serverCpu'),
    clientUsPerMove: m(room, 'clientUsPerMove'),
    cpuPerMoveUs: m(room, 'cpuPerMoveUs'),
    cpuSplitUs: splitMedians(room),
    sleepsPerMove: splitMedians(room, 'sleepsPerMove'),
    rowsPerMove: round(m(room, 'rowsPerMove')),
    bytesWrittenPerMove: m(room, 'bytesWrittenPerMove'),
    sqliteBytesPerMove: m(room, 'sqliteBytesPerMove'),
    stateFrameBytes: m(room, 'stateFrameBytes'),
  };
  if (floor.length === 0) return { ...line, floorCpuPerMoveUs: null, ratio: null };
  return {
    ...line,
    floorCpuPerMoveUs: m(floor, 'cpuPerMoveUs'),
    floorCpuSplitUs: splitMedians(floor),
    floorSleepsPerMove: splitMedians(floor, 'sleepsPerMove'),
    ratio: round(median(ratios)),
    ratios: ratios.map((r) => round(r)),
    pooledRatio: round(ratio(pooled(room), pooled(floor))),
    floorRowsPerMove: round(m(floor, 'rowsPerMove')),
    floorBytesWrittenPerMove: m(floor, 'bytesWrittenPerMove'),
    bytesRatio: round(
      median(room.map((r, i) => ratio(r.bytesWrittenPerMove, floor[i]?.bytesWrittenPerMove))),
    ),
    floorSqliteBytesPerMove: m(floor, 'sqliteBytesPerMove'),
    floorStateFrameBytes: m(floor, 'stateFrameBytes'),
    floorP99: m(floor, 'p99'),
    floorErrors: floor.reduce((n, r) => n + r.errors, 0),
  };
}
