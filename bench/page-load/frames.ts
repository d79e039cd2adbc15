import type { Frame } from './entries';

/** Reads WebSocket frames (RFC 6455 §5.2) out of one direction's byte stream, as it flows. */

const OPCODES: Record<number, string> = { 0: 'continuation', 2: 'binary', 8: 'close', 9: 'ping', 10: 'pong' };

export class FrameReader {
  private buffer: Buffer = Buffer.alloc(0);

  constructor(
    private readonly dir: Frame['dir'],
    private readonly onFrame: (frame: Frame) => void,
  ) {}

  /** Adds bytes that crossed at `at`; every frame they complete is reported with that time. */
  push(chunk: Buffer, at: number): void {
    this.buffer = this.buffer.byteLength === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const frame = this.next(at);
      if (!frame) return;
      this.onFrame(frame);
    }
  }

  private next(at: number): Frame | null {
    const b = this.buffer;
    if (b.byteLength < 2) return null;
    const opcode = (b[0] ?? 0) & 0x0f;
    const masked = ((b[1] ?? 0) & 0x80) !== 0;
    let length = (b[1] ?? 0) & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (b.byteLength < 4) return null;
      length = b.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (b.byteLength < 10) return null;
      length = Number(b.readBigUInt64BE(2));
      offset = 10;
    }
    const mask = masked ? b.subarray(offset, offset + 4) : null;
    if (masked) offset += 4;
    if (b.byteLength < offset + length) return null;
    const payload = Buffer.from(b.subarray(offset, offset + Math.min(length, 300)));
    if (mask)
      for (let i = 0; i < payload.byteLength; i++) payload[i] = (payload[i] ?? 0) ^ (mask[i % 4] ?? 0);
    this.buffer = b.subarray(offset + length);
    const type =
      opcode === 1
        ? (/"type"\s*:\s*"([^"]+)"/.exec(payload.toString('utf8'))?.[1] ?? 'text')
        : (OPCODES[opcode] ?? `opcode ${opcode}`);
    return { dir: this.dir, at, bytes: offset + length, type };
  }
}
