import { PING_FRAME } from '../../shared/protocol';
import { openRoom } from './player';
import { percentile } from './run';

/** The round trip of a bare ping, answered by the runtime (the room stays asleep): one JSON line. */
export async function pingRoundTrip(base: string): Promise<void> {
  const players = await openRoom(base);
  const [p] = players;
  if (!p) return;
  const samples: number[] = [];
  for (let i = 0; i < 200; i++) {
    const sent = performance.now();
    await new Promise<void>((resolve) => {
      p.ws.once('message', () => resolve());
      p.ws.send(PING_FRAME);
    });
    samples.push(performance.now() - sent);
  }
  samples.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 100) / 100;
  console.log(
    JSON.stringify({
      mode: 'ping',
      samples: 200,
      p50: round(percentile(samples, 0.5)),
      p99: round(percentile(samples, 0.99)),
      max: round(samples.at(-1) ?? 0),
    }),
  );
  for (const player of players) player.ws.close();
}
