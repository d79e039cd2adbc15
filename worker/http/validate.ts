import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type * as v from 'valibot';
import { ERROR_CODES } from '../../shared/protocol';
import { jsonError } from './errors';

/** The first issue as "field: message" (the field path dotted), or the message alone. */
function describe(issue: {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined;
}): string {
  const path = issue.path?.map((p) => String(typeof p === 'object' ? p.key : p)).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * Hono's validator middleware on a valibot schema (through its standard-schema interface): the
 * handler reads the parsed value with `c.req.valid(target)`; a value that fails the schema is
 * answered `400 http/bad_request` naming the field (or `message`, when given), and the handler
 * never runs.
 */
export function validated<Target extends 'json' | 'query', Output>(
  target: Target,
  schema: v.GenericSchema<unknown, Output>,
  message?: string,
) {
  return validator(target, async (value) => {
    const result = await schema['~standard'].validate(value);
    if (result.issues) {
      const [first] = result.issues;
      return jsonError(400, ERROR_CODES.badRequest, message ?? (first ? describe(first) : 'invalid request'));
    }
    return result.value;
  });
}

/**
 * JSON bodies only: anything else is `415 http/unsupported_media_type` (a form on another site may
 * post text/plain without a CORS preflight, which would let any page create rooms from its
 * visitors' addresses), and a body that is not JSON is `400 http/bad_request`. Hono caches the
 * parsed body, so the validator after this reads it again for free.
 */
export const jsonOnly: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json')
    return jsonError(415, ERROR_CODES.unsupportedMediaType, 'send the body as application/json');
  try {
    await c.req.json();
  } catch {
    // Not JSON: a client error, answered as such.
    return jsonError(400, ERROR_CODES.badRequest, 'the body must be JSON');
  }
  return next();
};
