import type { MatchedTable } from '../../shared/protocol';
import type { AlarmSetter, Clock, RoomStorage, SocketPort } from '../net/ports';
import type { QueueStore } from './QueueStore';
import type { Continent, LocationHint, QueueKey } from './queue-key';

/**
 * What a queue runs on: its storage and alarm, the clock, its sockets (by tag: a seeker's id), a
 * way to create rooms, and its peers (the other queues, by name). worker/match/Matchmaker.ts provides
 * them from the Durable Object and its bindings.
 */
export interface QueuePorts {
  storage: RoomStorage;
  alarm: AlarmSetter;
  clock: Clock;
  /** The sockets tagged `tag` (a seeker's id), or every socket. */
  sockets(tag?: string): readonly SocketPort[];
  /** Creates a room for `table`, placed by `hint`; its tokens are in seat order. Throws on failure. */
  createRoom(table: MatchedTable, hint: LocationHint | null): Promise<{ id: string; tokens: string[] }>;
  /** Another queue, by its name (`queueName`). */
  peer(name: string): QueuePeer;
}

/** A continent queue's seeker, offered to the world queue after half their wait. */
export interface OfferInput {
  id: string;
  /** The continent queue's name, which still owns the seeker (and their socket). */
  home: string;
  name: string;
  continent: Continent | null;
  joinedAt: number;
  deadline: number;
}

/** A seat for one of a queue's seekers, at a table another queue formed. */
export interface Delivery {
  id: string;
  room: string;
  seat: number;
  token: string;
}

/**
 * What queues ask each other (RPC between Matchmaker objects). The queue that holds a seeker's
 * socket owns the seeker: another queue seats them only after `claim` said yes, so nobody is
 * matched twice.
 */
export interface QueuePeer {
  /** World queue: a continent queue's seeker may now be matched here. */
  offer(offer: OfferInput): Promise<void>;
  /**
   * World queue: those offered seekers' waits ran out at home; seats each with whoever is offered
   * here and computers. Resolves the ids seated (told through `deliver` before it resolves).
   */
  timeUp(ids: string[]): Promise<string[]>;
  /** World queue: those seekers are gone or seated at home; forget their offers. */
  withdraw(ids: string[]): Promise<void>;
  /** Home queue: holds those of `ids` still waiting for a table being formed; resolves them. */
  claim(ids: string[]): Promise<string[]>;
  /** Home queue: the table did not form; the held seekers wait again. */
  release(ids: string[]): Promise<void>;
  /** Home queue: tells the seekers their seats (`matched`) and lets them go. */
  deliver(seats: Delivery[]): Promise<void>;
}

/** One queue event's view of the queue: storage, ports, and the queue's key and name. */
export interface QueueContext {
  readonly store: QueueStore;
  readonly ports: QueuePorts;
  readonly key: QueueKey;
  readonly name: string;
}
