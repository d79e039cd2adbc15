import { applyAction, createGame, legalActions } from '../../shared/engine';
import type { Action, GameEvent, GameState, Seat } from '../../shared/engine/types';
import { CLOSE_CODES, PING_FRAME, PONG_FRAME, PROTOCOL_VERSION } from '../../shared/protocol/constants';
import { ERROR_CODES, type ErrorCode } from '../../shared/protocol/errors';
import { historyMessage, stateMessage } from '../../shared/protocol/frames';
import type { ClientMessage, ServerMessage } from '../../shared/protocol/messages';
import { parseClientMessage } from '../../shared/protocol/parse';
import { Computers } from './computers';
import { computerDelay } from './pacing';
import { LocalRecord, localSeats } from './record';
import { LOCAL_PLAYER, roomMessage } from './room-message';
import type { LocalTableOptions, TableHost } from './table-options';

/**
 * The local table: one person against computer players, with no server. It speaks the room's own
 * WebSocket protocol (shared/protocol, docs/protocol.md) over text frames, and builds its frames
 * as the room does, through the one door (shared/protocol/frames.ts, shared/engine/view.ts): the
 * page gets views only, never the true state, so no hidden card reaches it, as online. The person
 * sits at seat 0 and is the host; every other seat is a computer, paced like the room's. No lobby:
 * the game is dealt as soon as the person joins; `rematch` deals again, the first seat moving on.
 * No teams, no turn timer (nobody waits for a computer). Runs in a Web Worker (table-worker.ts).
 */

export class LocalTable {
  private name = '';
  private joined = false;
  private game = 0;
  private version = 0;
  private state: GameState | null = null;
  private log: GameEvent[] = [];
  private firstSeat = 0;
  private wins: number[];
  private won = 0;
  private script: Action[];
  private cancel: (() => void) | null = null;
  private record: LocalRecord | null = null;
  private readonly computers: Computers;

  constructor(
    private readonly options: LocalTableOptions,
    private readonly host: TableHost,
  ) {
    if (options.config.teams) throw new RangeError('the local table plays without teams');
    if (options.bots.length !== options.config.players - 1) throw new RangeError('one bot per other seat');
    this.computers = new Computers(new Map(options.bots.map((level, i) => [i + 1, level])));
    this.wins = options.bots.map(() => 0).concat(0);
    this.script = options.script?.slice() ?? [];
  }

  /** One frame from the page. */
  receive(frame: string): void {
    if (frame === PING_FRAME) {
      this.host.send(PONG_FRAME);
      return;
    }
    const parsed = parseClientMessage(frame);
    if (!parsed.ok) this.error(ERROR_CODES.invalidMessage, parsed.reason);
    else if (parsed.message.type !== 'join' && !this.joined)
      this.error(ERROR_CODES.joinRequired, 'send join first');
    else this.handle(parsed.message);
  }

  /** The page went away: nothing more is played. */
  stop(): void {
    this.cancel?.();
    this.cancel = null;
  }

  private handle(message: ClientMessage): void {
    switch (message.type) {
      case 'join':
        this.join(message.protocol, message.name);
        break;
      case 'act':
        this.act(message.action, message.version, message.game);
        break;
      case 'rematch':
        if (this.state?.phase === 'over') this.deal((this.firstSeat + 1) % this.options.config.players);
        else this.error(ERROR_CODES.wrongStatus, 'a rematch is only possible once the game is over');
        break;
      case 'rename':
        this.name = message.name;
        this.sendRoom();
        break;
      case 'react':
        this.send({ type: 'reaction', seat: 0, reaction: message.reaction });
        break;
      case 'sync':
        this.sendRoom();
        this.sendState([]);
        break;
      case 'log_page':
        // The history is always complete: there is no older page.
        this.error(ERROR_CODES.noSuchPage, 'the log is complete');
        break;
      default:
        // The lobby's commands: the game is already dealt.
        this.error(ERROR_CODES.wrongStatus, 'the local table has no lobby');
    }
  }

  private join(protocol: number, name: string): void {
    if (this.joined) {
      this.error(ERROR_CODES.alreadyJoined, 'this socket already joined');
      return;
    }
    if (protocol !== PROTOCOL_VERSION) {
      this.host.close(CLOSE_CODES.protocolMismatch);
      return;
    }
    this.joined = true;
    this.name = name;
    const token = this.host.id();
    const seat = 0;
    this.send({
      type: 'welcome',
      protocol: PROTOCOL_VERSION,
      token,
      player: LOCAL_PLAYER,
      seat,
      host: true,
      autoplayed: false,
    });
    this.deal(this.options.firstSeat);
  }

  private deal(firstSeat: Seat | undefined): void {
    const { players, mode, teams, spicyThreeTrios } = this.options.config;
    const first = this.game === 0;
    const seed = (first ? this.options.seed : undefined) ?? this.host.id();
    const botSeed = (first ? this.options.botSeed : undefined) ?? this.host.id();
    const setup = first && this.options.deal ? { seed, deal: this.options.deal } : { seed };
    this.state = createGame(
      { players, mode, teams, spicyThreeTrios },
      firstSeat === undefined ? setup : { ...setup, firstSeat },
    );
    if (!first) this.script = [];
    this.game += 1;
    this.version = 0;
    this.log = [];
    this.firstSeat = this.state.turn;
    this.record = new LocalRecord(this.state, this.seats());
    this.computers.reset(botSeed);
    this.sendRoom();
    this.sendState([]);
    this.schedule([]);
  }

  private act(action: Action, version: number, game: number | undefined): void {
    if (!this.state) this.error(ERROR_CODES.notSeated, 'only a seated player can act in a running game');
    else if ((game !== undefined && game !== this.game) || version !== this.version) {
      // Answered with the whole state, as the room does.
      this.error(ERROR_CODES.staleVersion, `version ${version} is stale; the game is at ${this.version}`);
      this.sendState([]);
    } else {
      const error = this.commit(0, action);
      if (error) this.error(error.code, error.message);
    }
  }

  /** Applies `seat`'s action and sends the new view; the engine's refusal otherwise. */
  private commit(seat: Seat, action: Action): { code: ErrorCode; message: string } | null {
    if (!this.state) return { code: ERROR_CODES.gameOver, message: 'no game is running' };
    const result = applyAction(this.state, seat, action);
    if (!result.ok) return result.error;
    this.state = result.state;
    this.version += 1;
    this.log.push(...result.events);
    this.record?.add(seat, action);
    this.computers.observe(result.state, result.events);
    const winner = result.state.phase === 'over' ? result.state.winner : null;
    if (winner) {
      this.won += 1;
      for (const s of winner.seats) this.wins[s] = (this.wins[s] ?? 0) + 1;
    }
    this.sendState(result.events);
    if (winner) {
      this.sendRoom();
      // The record, only now that every card is public (the room answers it only then too).
      const record = this.record?.finished(result.state, this.seats());
      if (record) this.host.record?.(this.game, record);
    }
    this.schedule(result.events);
    return null;
  }

  /** After a move or a deal: the next computer move, at a computer's pace. */
  private schedule(events: GameEvent[]): void {
    this.stop();
    const state = this.state;
    if (!state || state.phase === 'over' || this.computers.due(state).length === 0) return;
    const delay = computerDelay(this.options.pacing, events, this.host.random());
    this.cancel = this.host.later(() => this.playComputers(), delay);
  }

  /** Every computer seat that must move moves once (`runAutomation`'s order). */
  private playComputers(): void {
    this.cancel = null;
    const state = this.state;
    if (!state) return;
    for (const seat of this.computers.due(state)) {
      const current = this.state;
      if (!current || !this.computers.due(current).includes(seat)) continue;
      const scripted = this.script[0];
      const action = scripted ?? this.computers.decide(current, seat);
      if (scripted) this.script.shift();
      if (!action || this.commit(seat, action)) {
        // Should a computer pick an illegal move, the game must not stall: the first legal one.
        const fallback = legalActions(current, seat)[0];
        if (fallback) this.commit(seat, fallback);
      }
    }
  }

  private sendState(events: GameEvent[]): void {
    if (!this.state) return;
    const { log } = this.options.config;
    const frame = {
      game: this.game,
      version: this.version,
      state: this.state,
      viewer: 0,
      log,
      events,
      timer: null,
    };
    this.send(stateMessage(frame));
  }

  /** The log so far (a resync after a reload would need it; here for the room's parity). */
  history(): ServerMessage {
    return historyMessage({
      game: this.game,
      version: this.version,
      complete: true,
      events: this.log,
      log: this.options.config.log,
    });
  }

  /** Who sits where, as the room's records name them. */
  private seats() {
    return localSeats(this.name, this.options.bots);
  }

  private sendRoom(): void {
    const status = !this.state ? 'lobby' : this.state.phase === 'over' ? 'over' : 'playing';
    const { config, bots } = this.options;
    this.send(roomMessage({ config, bots, name: this.name, status, won: this.won, wins: this.wins }));
  }

  private error(code: ErrorCode, message: string): void {
    this.send({ type: 'error', code, message });
  }

  private send(message: ServerMessage): void {
    this.host.send(JSON.stringify(message));
  }
}
