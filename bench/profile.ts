/**
 * Where a running room's CPU goes (`npx tsx bench/profile.ts --inspector 9801 --seconds 8 [--top 25]
 * [--heap]`):
 * connects to the inspector of a `wrangler dev` under load (bench/server.ts starts each server
 * with `--inspector-port` = its port + 1000), records a V8 CPU profile of the Worker's isolate and
 * prints the self time by part — the room's modules by folder, the engine, the protocol, valibot,
 * Hono, JSON and other built-ins, the runtime's native calls (SQLite, sends), the garbage
 * collector, and idle — then the 25 heaviest functions. V8 sees the isolate's thread only: the
 * kernel, the network threads and wrangler's proxy are outside (bench/server.ts's CPU counts them).
 * `--heap` prints the bytes allocated instead, by the same parts and functions. `--lines a,b`
 * also prints, for the functions of those names, their self time by source line of the bundle
 * (V8's line ticks), with the line's text. The floor's server is the room's port + 1 (`--inspector 9802`).
 */
import WebSocket from 'ws';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PORT = arg('inspector', 9801);
const SECONDS = arg('seconds', 8);
/** How many of the heaviest functions to print (25). */
const TOP = arg('top', 25);
/**
 * --heap: a sampling allocation profile instead (V8's heap profiler, one sample per 4 KB
 * allocated): the bytes allocated by part and by function, whose garbage the collector then
 * pays for (on the isolate's thread and V8's worker threads).
 */
const HEAP = process.argv.includes('--heap');
/** --lines a,b: the self time of the functions called `a` and `b`, line by line. */
const LINES = process.argv.includes('--lines')
  ? (process.argv[process.argv.indexOf('--lines') + 1] ?? '').split(',')
  : [];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  /** Samples by source line (1-based) of the node's script. */
  positionTicks?: { line: number; ticks: number }[];
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

interface HeapNode {
  id: number;
  callFrame: ProfileNode['callFrame'];
  selfSize: number;
  children: HeapNode[];
}

/**
 * A sampled allocation profile in a CPU profile's shape: a node's bytes as its samples (one
 * sample, its "time" the bytes), so the same sums by part and by function print bytes.
 */
function heapAsProfile(head: HeapNode): Profile {
  const nodes: ProfileNode[] = [];
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  const walk = (node: HeapNode) => {
    nodes.push({ id: node.id, callFrame: node.callFrame });
    if (node.selfSize > 0) {
      samples.push(node.id);
      timeDeltas.push(node.selfSize);
    }
    for (const child of node.children) walk(child);
  };
  walk(head);
  return { nodes, samples, timeDeltas };
}

/**
 * Where each bundled module starts: esbuild heads every module of the bundle with a comment
 * naming its path (`// worker/room/play.ts`), so a frame's line tells its module.
 */
type Modules = Map<string, { line: number; path: string }[]>;

function moduleAt(modules: Modules, url: string, line: number): string {
  let path = url;
  // The profile may name a script by its file name alone.
  const starts = modules.get(url) ?? [...modules].find(([key]) => key.endsWith(`/${url}`))?.[1] ?? [];
  for (const start of starts) {
    if (start.line > line) break;
    path = start.path;
  }
  return path;
}

/** The part of the code a frame belongs to, by its module's path. */
function part(frame: ProfileNode['callFrame'], modules: Modules): string {
  const { functionName } = frame;
  if (frame.url === '') {
    if (functionName === '(idle)' || functionName === '(program)' || functionName === '(garbage collector)')
      return functionName;
    return `native ${functionName || '(anonymous)'}`;
  }
  const url = moduleAt(modules, frame.url, frame.lineNumber);
  const at = (needle: string) => url.includes(needle);
  if (at('node_modules/valibot')) return 'valibot';
  if (at('node_modules/hono')) return 'hono';
  if (at('shared/engine')) return 'shared/engine';
  if (at('shared/protocol')) return 'shared/protocol';
  if (at('shared/bots')) return 'shared/bots';
  const room = /worker\/room\/([\w-]+(?:\/[\w-]+)?)\.ts/.exec(url);
  if (room) return `worker/room/${room[1]}`;
  if (at('worker/')) return 'worker (other)';
  if (at('bench/floor')) return 'bench/floor';
  return `other script (${url.split('/').slice(-2).join('/')})`;
}

async function record(): Promise<{ profile: Profile; modules: Modules; sources: Map<string, string[]> }> {
  const ws = new WebSocket(`ws://127.0.0.1:${PORT}/ws`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let id = 0;
  const call = (method: string, params: object = {}): Promise<unknown> =>
    new Promise((resolve) => {
      const mine = ++id;
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
        if (message.id !== mine) return;
        ws.off('message', onMessage);
        resolve(message.result);
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ id: mine, method, params }));
    });
  const scripts = new Map<string, string>();
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      method?: string;
      params?: { scriptId: string; url: string };
    };
    if (message.method === 'Debugger.scriptParsed' && message.params?.url) {
      scripts.set(message.params.url, message.params.scriptId);
    }
  });
  await call('Debugger.enable');
  let result: { profile: Profile };
  if (HEAP) {
    await call('HeapProfiler.enable');
    // Garbage included: what a move allocates and drops is what the collector works on.
    await call('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const sampled = (await call('HeapProfiler.stopSampling')) as { profile: { head: HeapNode } };
    result = { profile: heapAsProfile(sampled.profile.head) };
  } else {
    await call('Profiler.enable');
    await call('Profiler.setSamplingInterval', { interval: 200 });
    await call('Profiler.start');
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    result = (await call('Profiler.stop')) as { profile: Profile };
  }
  const modules: Modules = new Map();
  const sources = new Map<string, string[]>();
  for (const [url, scriptId] of scripts) {
    const source = (await call('Debugger.getScriptSource', { scriptId })) as { scriptSource?: string };
    const starts: { line: number; path: string }[] = [];
    const lines = (source.scriptSource ?? '').split('\n');
    sources.set(url, lines);
    lines.forEach((text, line) => {
      const path = /^\/\/ (\S+\.[cm]?[jt]s)$/.exec(text)?.[1];
      if (path) starts.push({ line, path });
    });
    modules.set(url, starts);
  }
  await call('Debugger.disable');
  ws.close();
  return { profile: result.profile, modules, sources };
}

const { profile, modules, sources } = await record();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfTime = new Map<number, number>();
profile.samples.forEach((node, i) => {
  selfTime.set(node, (selfTime.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const parts = new Map<string, number>();
const functions = new Map<string, number>();
let total = 0;
let busy = 0;
for (const [nodeId, us] of selfTime) {
  const node = byId.get(nodeId);
  if (!node) continue;
  const name = part(node.callFrame, modules);
  parts.set(name, (parts.get(name) ?? 0) + us);
  total += us;
  if (name !== '(idle)') busy += us;
  const where =
    moduleAt(modules, node.callFrame.url, node.callFrame.lineNumber).split('/').slice(-1)[0] ?? '';
  const key = `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
}
const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
console.log(
  HEAP
    ? `${SECONDS} s of allocations sampled: ${(total / 1e6 / SECONDS).toFixed(1)} MB/s`
    : `${SECONDS} s profiled: busy ${(busy / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms`,
);
console.log(HEAP ? 'bytes allocated by part (share):' : 'self time by part (share of busy time):');
for (const [name, us] of [...parts].sort((a, b) => b[1] - a[1])) {
  if (name !== '(idle)' && us / busy >= 0.003) console.log(`  ${pct(us)}  ${name}`);
}
console.log(HEAP ? 'functions that allocate most:' : 'heaviest functions:');
for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
  if (!name.startsWith('(idle)')) console.log(`  ${pct(us)}  ${name}`);
}
for (const name of LINES) {
  const lines = new Map<string, number>();
  let ticks = 0;
  for (const node of profile.nodes) {
    if (node.callFrame.functionName !== name) continue;
    const text = sources.get(node.callFrame.url) ?? [];
    for (const { line, ticks: n } of node.positionTicks ?? []) {
      const key = `${String(line).padStart(6)}  ${(text[line - 1] ?? '').trim().slice(0, 110)}`;
      lines.set(key, (lines.get(key) ?? 0) + n);
      ticks += n;
    }
  }
  console.log(`${name}, self time by line (share of its ${ticks} samples):`);
  for (const [key, n] of [...lines].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`  ${((100 * n) / Math.max(1, ticks)).toFixed(1).padStart(5)} %  ${key}`);
  }
}
