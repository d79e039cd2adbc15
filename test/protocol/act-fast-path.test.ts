import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClientMessageSchema, parseClientMessage } from '../../shared/protocol';
import { fastAct } from '../../shared/protocol/act-fast-path';

/** What the schema alone answers for a frame (parseClientMessage before the fast path). */
function bySchema(frame: string) {
  const result = v.safeParse(ClientMessageSchema, JSON.parse(frame));
  if (result.success) return { ok: true, message: result.output };
  const issue = result.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  return { ok: false, reason: path ? `${path}: ${issue.message}` : issue.message };
}

/** Numbers near and across every bound the schema checks, and values of the wrong type. */
const anyNumber = fc.oneof(
  fc.integer({ min: -2, max: 14 }),
  fc.constantFrom(0.5, 7.5, -0, 1e21, Number.MAX_SAFE_INTEGER + 2),
  fc.double(),
);
const anything = fc.oneof(
  anyNumber,
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, anything);

const target = fc.oneof(
  fc.record({ kind: maybe(fc.constant('center')), slot: maybe(anyNumber) }, { requiredKeys: [] }),
  fc.record(
    {
      kind: maybe(fc.constant('hand')),
      seat: maybe(anyNumber),
      end: maybe(fc.constantFrom('lowest', 'highest')),
    },
    { requiredKeys: [] },
  ),
);
const action = fc.oneof(
  fc.record({ type: maybe(fc.constant('reveal')), target: maybe(target) }, { requiredKeys: [] }),
  fc.record(
    { type: maybe(fc.constantFrom('swap', 'skip_swap')), value: maybe(anyNumber) },
    { requiredKeys: [] },
  ),
  anything,
);
const act = fc.record(
  {
    type: maybe(fc.constantFrom('act', 'sit', 'start')),
    action: maybe(action),
    version: maybe(anyNumber),
    game: maybe(anyNumber),
    extra: anything,
  },
  { requiredKeys: [] },
);

describe('the act fast path (shared/protocol/act-fast-path.ts)', () => {
  it('answers every frame as the schema does: the same message, or the same refusal and reason', () => {
    fc.assert(
      fc.property(act, (message) => {
        const frame = JSON.stringify(message);
        const parsed = parseClientMessage(frame);
        const expected = bySchema(frame);
        expect(parsed).toEqual(expected);
        // The same fields in the same order, so the room stores and sends the same JSON.
        expect(JSON.stringify(parsed)).toBe(JSON.stringify(expected));
      }),
      { numRuns: 3000 },
    );
  });

  it('takes well-formed acts itself and leaves every other frame to the schema', () => {
    const reveal = {
      type: 'act',
      action: { type: 'reveal', target: { kind: 'center', slot: 8 } },
      version: 3,
    };
    expect(fastAct(reveal)).toEqual(reveal);
    expect(fastAct({ ...reveal, game: 2, junk: 1 })).toEqual({ ...reveal, game: 2 });
    expect(fastAct({ type: 'act', action: { type: 'swap', value: 12 }, version: 0 })).not.toBeNull();
    expect(fastAct({ type: 'act', action: { type: 'skip_swap' }, version: 0 })).not.toBeNull();
    for (const bad of [
      { ...reveal, version: 1.5 },
      { ...reveal, game: null },
      { ...reveal, action: { type: 'reveal', target: { kind: 'center', slot: 9 } } },
      { ...reveal, action: { type: 'reveal', target: { kind: 'hand', seat: 6, end: 'lowest' } } },
      { ...reveal, action: { type: 'swap', value: 0 } },
      { type: 'sit', seat: 0 },
      [reveal],
      null,
    ])
      expect(fastAct(bad)).toBeNull();
  });
});
