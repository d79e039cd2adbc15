import type { Action, PlayerView } from '../../shared/engine/types';
import type { BotLevel, ClientMessage, RoomConfig, ServerMessage } from '../../shared/protocol';
import { parseServerMessage } from '../../shared/protocol';
import type { GameRecord } from '../../shared/protocol/record';
import { NO_PACING } from '../../web/local/pacing';
import { LocalTable } from '../../web/local/table';
import type { LocalTableOptions } from '../../web/local/table-options';
import { Room, type RoomPorts } from '../../worker/room/Room';
import { timingFrom } from '../../worker/room/timing';
import { type MemorySocket, MemorySockets } from '../room/memory-socket';
import { NodeStorage } from '../room/node-storage';

/**
 * Both tables side by side for one player and computers: the room (worker/room, in Node over
 * sql.js and in-memory sockets) and the local table (web/local/table.ts), fed the same seeds and
 * the same moves. `seeds` is what the room's `newSeed` returns, in order (the test mocks it).
 */

export const seedQueue: string[] = [];

/** The local table's side: every frame it sent, and its pending computer moves run by hand. */
export class LocalSide {
  readonly messages: ServerMessage[] = [];
  readonly frames: string[] = [];
  /** The records the table handed out, with how many frames it had sent by then. */
  readonly records: { game: number; record: GameRecord; afterFrames: number }[] = [];
  private tasks: (() => void)[] = [];
  readonly table: LocalTable;

  constructor(
    config: RoomConfig & { turnTimer: 'off' },
    bots: BotLevel[],
    seeds: string[],
    extra: Partial<LocalTableOptions> = {},
  ) {
    const [seed, botSeed, ...later] = seeds;
    const ids = ['0'.repeat(32), ...later];
    const settings = { ...config, spicyThreeTrios: config.spicyThreeTrios ?? false };
    const given = { ...(seed ? { seed } : {}), ...(botSeed ? { botSeed } : {}) };
    this.table = new LocalTable(
      { config: settings, bots, ...given, pacing: NO_PACING, ...extra },
      {
        send: (frame) => {
          const parsed = parseServerMessage(frame);
          if (!parsed.ok) throw new Error(`the local table sent an invalid frame: ${parsed.reason}`);
          this.frames.push(frame);
          this.messages.push(parsed.message);
        },
        close: () => {},
        later: (run) => {
          this.tasks.push(run);
          return () => {
            this.tasks = this.tasks.filter((t) => t !== run);
          };
        },
        random: () => 0,
        id: () => ids.shift() ?? 'f'.repeat(32),
        record: (game, record) => this.records.push({ game, record, afterFrames: this.frames.length }),
      },
    );
  }

  send(message: ClientMessage): void {
    this.table.receive(JSON.stringify(message));
  }

  /** Runs the computers' moves until none is due (the person's turn, or the end). */
  flush(): void {
    for (let i = 0; i < 1000 && this.tasks.length > 0; i++) this.tasks.shift()?.();
  }

  last<T extends ServerMessage['type']>(type: T): Extract<ServerMessage, { type: T }> | undefined {
    return this.messages.filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type).at(-1);
  }
}

/** The room's side: one room, the person's socket, the alarm fired by hand. */
export class RoomSide {
  private constructor(
    readonly room: Room,
    readonly socket: MemorySocket,
    readonly sockets: MemorySockets,
    private readonly clock: { now: () => number; advance: (ms: number) => void },
    readonly token: string,
  ) {}

  static async open(config: RoomConfig, bots: BotLevel[]): Promise<RoomSide> {
    const storage = await NodeStorage.open();
    let now = 1_700_000_000_000;
    const clock = {
      now: () => now,
      advance: (ms: number) => {
        now += ms;
      },
    };
    const sockets = new MemorySockets();
    const ports: RoomPorts = {
      storage,
      alarm: storage,
      clock,
      sockets: sockets.all,
      timing: timingFrom('0'),
    };
    const room = new Room(ports);
    await room.onStart();
    const created = await room.onCreate('localtest', config);
    if (!created) throw new Error('not created');
    const socket = sockets.connect(room);
    const side = new RoomSide(room, socket, sockets, clock, created.token);
    await side.send({ type: 'join', protocol: 1, name: 'Ann', token: created.token });
    await side.send({ type: 'sit', seat: 0 });
    for (const [i, level] of bots.entries()) await side.send({ type: 'add_bot', seat: i + 1, level });
    return side;
  }

  send(message: ClientMessage): Promise<void> | undefined {
    return this.room.onMessage(this.socket, JSON.stringify(message));
  }

  /** Fires the alarm until the person must act or the game is over. */
  async flush(): Promise<void> {
    for (let i = 0; i < 1000; i++) {
      const view = this.socket.last('state')?.view;
      if (!view || view.phase === 'over' || view.turn === 0) return;
      this.clock.advance(1);
      await this.room.onAlarm();
    }
  }
}

/** The person's `pick`-th legal reveal from their view (`pick` wraps around). */
export function pickReveal(view: PlayerView, pick: number): Action {
  const targets: Action[] = [];
  view.center.forEach((c, slot) => {
    if (c === 'face_down') targets.push({ type: 'reveal', target: { kind: 'center', slot } });
  });
  view.handSizes.forEach((size, seat) => {
    if (size > 0) targets.push({ type: 'reveal', target: { kind: 'hand', seat, end: 'lowest' } });
    if (size > 1) targets.push({ type: 'reveal', target: { kind: 'hand', seat, end: 'highest' } });
  });
  const action = targets[pick % targets.length];
  if (!action) throw new Error('nothing to reveal');
  return action;
}
