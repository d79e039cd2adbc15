import * as v from 'valibot';
import { fastAct } from './act-fast-path';
import { type ClientMessage, ClientMessageSchema, type ServerMessage, ServerMessageSchema } from './messages';

/** A parse outcome: the message, or a sentence saying what was wrong (safe to send back). */
export type Parsed<T> = { ok: true; message: T } | { ok: false; reason: string };

function parseJson(frame: string): { json: unknown } | null {
  try {
    return { json: JSON.parse(frame) };
  } catch {
    // Not JSON: reported to the sender as invalid_message, never thrown.
    return null;
  }
}

const NOT_JSON = { ok: false, reason: 'the message is not JSON' } as const;

function parseWith<T>(schema: v.GenericSchema<unknown, T>, json: unknown): Parsed<T> {
  const result = v.safeParse(schema, json);
  if (result.success) return { ok: true, message: result.output };
  const issue = result.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  return { ok: false, reason: path ? `${path}: ${issue.message}` : issue.message };
}

/**
 * Parses one inbound text frame (server side). Never throws. A well-formed `act` takes a fast
 * path with the schema's own answer (act-fast-path.ts); everything else goes through the schema.
 */
export function parseClientMessage(frame: string): Parsed<ClientMessage> {
  const parsed = parseJson(frame);
  if (parsed === null) return NOT_JSON;
  const act = fastAct(parsed.json);
  return act === null ? parseWith(ClientMessageSchema, parsed.json) : { ok: true, message: act };
}

/** Parses one text frame from the server (client side). Never throws. */
export function parseServerMessage(frame: string): Parsed<ServerMessage> {
  const parsed = parseJson(frame);
  return parsed === null ? NOT_JSON : parseWith(ServerMessageSchema, parsed.json);
}
