/**
 * The player's one downlink: every byte the proxy returns to the browser, over every connection,
 * goes through this queue at the profile's rate. A chunk waits until it is due (its RTT/2 has
 * passed) and the link is free, then takes `bytes / rate` on the wire; it is handed to the browser
 * when its last byte has crossed. Chunks are cut into segments so connections share the link
 * as TCP flows would, instead of one large file holding it for seconds.
 */

/** Epoch milliseconds with sub-millisecond precision (comparable with a page's `timeOrigin`). */
export const now = (): number => performance.timeOrigin + performance.now();

const SEGMENT_BYTES = 4096;

interface Segment {
  due: number;
  bytes: number;
  seq: number;
  deliver: (at: number) => void;
}

export class Downlink {
  private pending: Segment[] = [];
  private freeAt = 0;
  private seq = 0;
  /** A segment on the wire (handed over when it fires). */
  private wire: ReturnType<typeof setTimeout> | null = null;
  /** Nothing due yet: looks again when the earliest segment is. */
  private wait: ReturnType<typeof setTimeout> | null = null;
  private pumping = false;

  /** @param bytesPerMs the link's rate (Infinity: every segment arrives when due). */
  constructor(private readonly bytesPerMs: number) {}

  /**
   * Queues `data` (or the end of a stream: null) due at `due` (epoch ms); `deliver` runs for each
   * segment when it has crossed the link, in order, with the time it was handed over.
   */
  send(data: Buffer | null, due: number, deliver: (chunk: Buffer | null, at: number) => void): void {
    if (data === null || data.byteLength === 0) {
      this.push(due, 0, (at) => deliver(data, at));
    } else {
      for (let off = 0; off < data.byteLength; off += SEGMENT_BYTES) {
        const part = data.subarray(off, off + SEGMENT_BYTES);
        this.push(due, part.byteLength, (at) => deliver(part, at));
      }
    }
    this.pump();
  }

  private push(due: number, bytes: number, deliver: (at: number) => void): void {
    this.pending.push({ due, bytes, seq: this.seq++, deliver });
  }

  /** The earliest due segment (first queued first among equals). */
  private earliest(): number {
    let next = 0;
    for (let i = 1; i < this.pending.length; i++) {
      const a = this.pending[i] as Segment;
      const b = this.pending[next] as Segment;
      if (a.due < b.due || (a.due === b.due && a.seq < b.seq)) next = i;
    }
    return next;
  }

  /** Hands over every segment whose time has come, then waits for the next one. */
  private pump(): void {
    if (this.wire || this.pumping) return;
    if (this.wait) clearTimeout(this.wait);
    this.wait = null;
    this.pumping = true;
    try {
      while (this.pending.length > 0) {
        const index = this.earliest();
        const seg = this.pending[index] as Segment;
        const t = now();
        const start = Math.max(seg.due, this.freeAt);
        if (start > t) {
          this.wait = setTimeout(() => this.pump(), start - t);
          return;
        }
        this.pending.splice(index, 1);
        const done = Number.isFinite(this.bytesPerMs) ? start + seg.bytes / this.bytesPerMs : start;
        this.freeAt = done;
        if (done <= t) {
          seg.deliver(t);
          continue;
        }
        this.wire = setTimeout(() => {
          this.wire = null;
          seg.deliver(now());
          this.pump();
        }, done - t);
        return;
      }
    } finally {
      this.pumping = false;
    }
  }

  /** Forgets everything queued (between runs: a closed page's leftovers). */
  reset(): void {
    for (const timer of [this.wire, this.wait]) if (timer) clearTimeout(timer);
    this.wire = null;
    this.wait = null;
    this.pending = [];
    this.freeAt = 0;
  }
}
