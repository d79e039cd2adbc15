import { PROFILES } from './profiles';
import { SCENARIOS } from './scenarios';

/**
 * `npm run bench:load -- [options]`:
 *   --scenarios home,invite,table,embed,tap   which screens (default: all five)
 *   --profiles near,far-room,slow-phone       which links (default: those three; also
 *                                             slow4g-uniform, 400ms-uniform, DevTools'
 *                                             own devtools-slow4g, devtools-400ms, or `all`)
 *   --lang en,ja                              languages (default en,ja; the worst one counts)
 *   --runs 5                                  visits per scenario, profile and language
 *   --quick                                   one run each
 *   --no-build                                use dist/client as it is
 *   --page-waits-room                         count /g/:id pages as waiting on the room (today's
 *                                             main sends no `Server-Timing: room`)
 *   --handshake own|edge                      a new connection's handshake: its first request's
 *                                             place RTT (default) or always the edge's
 *   --max-seconds 300                         stop starting new blocks after this long (0: no
 *                                             limit); the blocks left out are listed
 *   --log                                     also print each run's proxy log (stderr)
 */

export interface Options {
  scenarios: string[];
  profiles: string[];
  langs: string[];
  runs: number;
  build: boolean;
  pageWaitsRoom: boolean;
  handshake: 'own' | 'edge';
  log: boolean;
  maxSeconds: number;
}

const ALL_SCENARIOS = [...Object.keys(SCENARIOS), 'tap'];
const DEFAULT_PROFILES = ['near', 'far-room', 'slow-phone'];

function list(value: string | undefined, known: string[], what: string): string[] {
  if (!value) throw new Error(`${what}: missing value`);
  const items = value === 'all' ? known : value.split(',');
  for (const item of items)
    if (!known.includes(item)) throw new Error(`unknown ${what} "${item}" (known: ${known.join(', ')})`);
  return items;
}

export function parseOptions(argv: string[]): Options {
  const o: Options = {
    scenarios: ALL_SCENARIOS,
    profiles: DEFAULT_PROFILES,
    langs: ['en', 'ja'],
    runs: 5,
    build: true,
    pageWaitsRoom: false,
    handshake: 'own',
    log: false,
    maxSeconds: 300,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => argv[++i];
    if (arg === '--scenarios') o.scenarios = list(value(), ALL_SCENARIOS, 'scenario');
    else if (arg === '--profiles') o.profiles = list(value(), Object.keys(PROFILES), 'profile');
    else if (arg === '--lang') o.langs = list(value(), ['en', 'fr', 'de', 'es', 'pt-BR', 'ja'], 'language');
    else if (arg === '--runs') o.runs = Math.max(1, Number.parseInt(value() ?? '', 10) || 1);
    else if (arg === '--quick') o.runs = 1;
    else if (arg === '--no-build') o.build = false;
    else if (arg === '--page-waits-room') o.pageWaitsRoom = true;
    else if (arg === '--handshake') o.handshake = value() === 'edge' ? 'edge' : 'own';
    else if (arg === '--log') o.log = true;
    else if (arg === '--max-seconds') o.maxSeconds = Math.max(0, Number(value()) || 0);
    else throw new Error(`unknown option ${arg}`);
  }
  return o;
}
