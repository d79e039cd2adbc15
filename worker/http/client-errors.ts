import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ClientErrorReportSchema, ERROR_CODES, MAX_CLIENT_ERROR_BYTES } from '../../shared/protocol';
import type { Env } from '../env';
import { addressLimit } from '../net/address-limit';
import { maskMessage, maskStack, writeErrorLine } from '../net/error-log';
import { jsonError } from '../net/json-error';
import { roomOfPath } from '../net/room-of-path';
import { jsonOnly, validated } from './validate';

/**
 * `POST /api/client-errors` (`ClientErrorReportSchema`): a browser's crash report, logged as one
 * JSON line like the server's own errors (`event: client_error`). Limited per client address
 * (`CLIENT_ERROR_LIMIT` in wrangler.toml: a crashing page must not flood the logs), size-capped.
 * 204, or 400, 413, 415, 429 with nothing logged.
 */
export const clientErrors = new Hono<{ Bindings: Env }>();

/** Seconds a refused reporter is told to wait: the binding's `period`. */
const RETRY_AFTER_S = 60;

clientErrors.post(
  '/',
  bodyLimit({
    maxSize: MAX_CLIENT_ERROR_BYTES,
    onError: () => jsonError(413, ERROR_CODES.badRequest, 'the report is too large'),
  }),
  jsonOnly,
  validated('json', ClientErrorReportSchema),
  addressLimit<Env>({
    limiter: (env) => env.CLIENT_ERROR_LIMIT,
    route: 'POST /api/client-errors (CLIENT_ERROR_LIMIT)',
    message: 'too many reports from this address',
    retryAfter: RETRY_AFTER_S,
  }),
  async (c) => {
    const report = c.req.valid('json');
    writeErrorLine({
      event: 'client_error',
      route: report.route,
      room: roomOfPath(report.route),
      error: { class: report.name, message: maskMessage(report.message) },
      build: report.build,
      stack: maskStack(report.stack),
    });
    return c.body(null, 204);
  },
);
