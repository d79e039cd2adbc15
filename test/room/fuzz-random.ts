import { createHash } from 'node:crypto';

/**
 * The room fuzz's randomness: one small seeded generator (sfc32, seeded by splitmix32) for the
 * fuzz's choices, and a way to make the room's own randomness come from a seed while a run lasts,
 * so that a seed replays exactly — the same ids, tokens, deals and bot pacing, step for step.
 */
export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const split = (): number => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = split();
    this.b = split();
    this.c = split();
    this.d = split();
  }

  /** A number in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** A new generator drawn from this one (an independent stream for another consumer). */
  fork(): Prng {
    return new Prng(this.int(4294967296));
  }
}

/**
 * Runs `fn` with the room's sources of randomness drawn from `prng`: `crypto.getRandomValues`
 * (ids, seat tokens, seeds), `Math.random` (bot pacing), and `crypto.subtle.digest` computed
 * synchronously (the same SHA-256, but settled in call order, so two joins that hash at once
 * always finish in the same order). Everything is put back afterwards, even when `fn` fails.
 * Not reentrant: one run at a time per process.
 */
export async function withSeededRuntime<T>(prng: Prng, fn: () => Promise<T>): Promise<T> {
  const random = Math.random;
  const fill = <A extends ArrayBufferView | null>(array: A): A => {
    if (array) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (let i = 0; i < bytes.length; i++) bytes[i] = prng.int(256);
    }
    return array;
  };
  const digest = async (algorithm: unknown, data: ArrayBuffer | ArrayBufferView): Promise<ArrayBuffer> => {
    if (algorithm !== 'SHA-256') throw new Error(`the fuzz hashes SHA-256 only, not ${String(algorithm)}`);
    const bytes = ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);
    return new Uint8Array(createHash('sha256').update(bytes).digest()).buffer;
  };
  Object.defineProperty(crypto, 'getRandomValues', { value: fill, configurable: true, writable: true });
  Object.defineProperty(crypto.subtle, 'digest', { value: digest, configurable: true, writable: true });
  Math.random = () => prng.next();
  try {
    return await fn();
  } finally {
    // The own properties shadow the prototype's methods; deleting them brings the real ones back.
    Reflect.deleteProperty(crypto, 'getRandomValues');
    Reflect.deleteProperty(crypto.subtle, 'digest');
    Math.random = random;
  }
}

/** SHA-256 of a token, hex, as the room stores it (`hashToken`), computed synchronously. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
