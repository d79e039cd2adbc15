import { describe, expect, it } from 'vitest';
import type { Action, Target } from '../../shared/engine/types';
import { LESSON, STEPS, stepAt } from '../../web/screens/learn/lesson';
import { LocalSide } from './harness';

/** A step's `data-target` back to a target. */
function targetOf(key: string): Target {
  const [kind, a, end] = key.split(':');
  return kind === 'center'
    ? { kind: 'center', slot: Number(a) }
    : { kind: 'hand', seat: Number(a), end: end === 'highest' ? 'highest' : 'lowest' };
}

describe('the guided first game (web/screens/learn/lesson.ts)', () => {
  it('is won by the player with the trio of 7s when they tap what each step shows, the computers playing their script', () => {
    const local = new LocalSide({ ...LESSON.config, turnTimer: 'off' }, LESSON.bots, [], LESSON);
    local.send({ type: 'join', protocol: 1, name: 'Ann' });
    const asked: number[] = [];
    for (let i = 0; i < 20; i++) {
      local.flush();
      const state = local.last('state');
      if (!state || state.view.phase === 'over') break;
      expect(state.view.turn).toBe(0);
      const { n, step } = stepAt(state.version);
      expect(step.target, `step ${n} at version ${state.version}`).toBeDefined();
      asked.push(n);
      const action: Action = { type: 'reveal', target: targetOf(step.target ?? '') };
      local.send({ type: 'act', action, version: state.version, game: state.game });
      expect(local.last('error')).toBeUndefined();
    }
    const end = local.last('state');
    expect(end?.view.phase).toBe('over');
    expect(end?.view.winner).toEqual({ seats: [0], reason: 'trio_of_sevens' });
    expect(end?.version).toBe(16);
    // Every step that asks for a tap was shown in order, and a trio of 4s came before the 7s.
    expect(asked).toEqual([2, 3, 5, 6, 7, 9, 10, 11]);
    expect(STEPS).toBe(12);
    expect(end?.view.trios[0]).toEqual([4, 7]);
  });
});
