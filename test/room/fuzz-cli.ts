import { parseArgs } from 'node:util';
import { FuzzFailure, type FuzzReport, runSeed } from './fuzz';

/**
 * `npm run fuzz -- --seeds N --minutes M [--steps S] [--from F]`: runs seeds F, F+1, … (F random
 * unless given) of the room fuzz for S steps each, until N seeds or M minutes, whichever comes
 * first, and prints each minute how many interleavings (steps) and seeds it ran. A failing seed is
 * printed with its trace and the run goes on; the exit code is 1 if any failed.
 * `--seed X --steps S` replays one seed (a failure's step count + 1 reproduces it); `--verbose`
 * prints every step.
 */
const { values } = parseArgs({
  options: {
    seeds: { type: 'string', default: '1000000' },
    minutes: { type: 'string', default: '1' },
    steps: { type: 'string', default: '2000' },
    from: { type: 'string' },
    seed: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

const whole = (text: string | undefined, name: string): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} needs a whole number, not ${text}`);
  return n;
};

const steps = whole(values.steps, 'steps');
const single = values.seed === undefined ? null : whole(values.seed, 'seed');
const seeds = single === null ? whole(values.seeds, 'seeds') : 1;
const from =
  single ?? (values.from === undefined ? Math.floor(Math.random() * 2 ** 31) : whole(values.from, 'from'));
const deadline = Date.now() + (single === null ? Number(values.minutes) * 60_000 : Number.POSITIVE_INFINITY);

const started = Date.now();
const total: Omit<FuzzReport, 'seed' | 'kinds'> & { seeds: number; failed: number[] } = {
  seeds: 0,
  steps: 0,
  moves: 0,
  games: 0,
  ended: 0,
  takeovers: 0,
  failed: [],
};
let printed = started;

function line(): string {
  const minutes = (Date.now() - started) / 60_000;
  const rate = (n: number) => Math.round(n / Math.max(minutes, 1e-9)).toLocaleString('en');
  return (
    `${minutes.toFixed(1)} min: ${total.seeds} seeds (${rate(total.seeds)}/min), ` +
    `${total.steps.toLocaleString('en')} interleaved steps (${rate(total.steps)}/min), ` +
    `${total.moves.toLocaleString('en')} moves, ${total.games} games dealt, ${total.ended} ended, ` +
    `${total.takeovers} takeovers, ${total.failed.length} failed`
  );
}

console.log(`room fuzz: seeds from ${from}, ${steps} steps each`);
for (let seed = from; seed < from + seeds && Date.now() < deadline; seed++) {
  try {
    const report = await runSeed(seed, values.verbose ? { steps, onStep: (l) => console.log(l) } : { steps });
    total.steps += report.steps;
    total.moves += report.moves;
    total.games += report.games;
    total.ended += report.ended;
    total.takeovers += report.takeovers;
    if (single !== null) console.log(JSON.stringify(report));
  } catch (error) {
    if (!(error instanceof FuzzFailure)) throw error;
    total.failed.push(seed);
    console.log(
      `FAILED ${error.message}\n  replay: npm run fuzz -- --seed ${seed} --steps ${error.step + 1}`,
    );
  }
  total.seeds++;
  if (Date.now() - printed >= 60_000) {
    printed = Date.now();
    console.log(line());
  }
}
console.log(line());
if (total.failed.length > 0) {
  console.log(`failing seeds: ${total.failed.join(', ')}`);
  process.exitCode = 1;
}
