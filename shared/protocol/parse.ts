import * as v from 'valibot';
import { fastAct } from './act-fast-path';
import { type ClientMessage, ClientMessageSchema, type ServerMessage, ServerMessageSchema } from './messages';

/** A parse outcome: the message, or a sentence saying what was wrong (safe to send back). */
export type Parsed<T> = { ok: true; message: T } | { ok: false; reason: string };

/** Parses one JSON text frame with `schema`. Never throws: a failure names the first bad field. */
export function parseWith<T>(schema: v.GenericSchema<unknown, T>, frame: string): Parsed<T> {
  let json: unknown;
  try {
    json = JSON.parse(frame);
  } catch {
    // Not JSON: reported to the sender as invalid_message, never thrown.
    return { ok: false, reason: 'the message is not JSON' };
  }
  const result = v.safeParse(schema, json);
  if (result.success) return { ok: true, message: result.output };
  const issue = result.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  return { ok: false, reason: path ? `${path}: ${issue.message}` : issue.message };
}

/**
 * Parses one inbound text frame (server side). Never throws. A well-formed `act` takes a fast
 * path with the schema's own answer (act-fast-path.ts); every other frame goes through the schema
 * (parsed as JSON again: those are few, and the client's bundle keeps `parseWith` as it is).
 */
export function parseClientMessage(frame: string): Parsed<ClientMessage> {
  let act: ReturnType<typeof fastAct> = null;
  try {
    act = fastAct(JSON.parse(frame));
  } catch {
    // Not JSON: the schema's path below reports it.
  }
  return act === null ? parseWith(ClientMessageSchema, frame) : { ok: true, message: act };
}

/** Parses one text frame from the server (client side). Never throws. */
export function parseServerMessage(frame: string): Parsed<ServerMessage> {
  return parseWith(ServerMessageSchema, frame);
}
