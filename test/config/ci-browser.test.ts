import { describe, expect, it } from 'vitest';
import { chromiumPlan, DEFAULT_CHROMIUM, isCi } from '../e2e/chromium';

/**
 * CI never skips the browser silently (test/e2e/chromium.ts): every browser suite skips on
 * `!hasChromium`, so the decision itself must refuse to skip when `CI` is set.
 */

const nothing = () => false;
const only = (path: string) => (p: string) => p === path;

describe('whether the browser suites run', () => {
  it('run against Debian’s Chromium when it is there', () => {
    expect(chromiumPlan({}, only(DEFAULT_CHROMIUM))).toEqual({ run: true, path: DEFAULT_CHROMIUM });
  });

  it('run against CHROMIUM_PATH when it names a binary that is there', () => {
    const plan = chromiumPlan({ CHROMIUM_PATH: '/opt/chromium/chrome' }, only('/opt/chromium/chrome'));
    expect(plan).toEqual({ run: true, path: '/opt/chromium/chrome' });
  });

  it('skip with a warning naming the missing binary on a machine without CI', () => {
    const plan = chromiumPlan({ CHROMIUM_PATH: '/nowhere/chromium' }, nothing);
    expect(plan.run).toBe(false);
    expect(plan.run === false && plan.warning).toMatch(/SKIPPED, \/nowhere\/chromium is missing/);
    expect(chromiumPlan({ CI: 'false' }, nothing).run).toBe(false);
    expect(chromiumPlan({ CI: '' }, nothing).run).toBe(false);
  });

  it('fail under CI when the binary is missing, whatever CI’s value', () => {
    for (const CI of ['true', '1', 'yes'])
      expect(() => chromiumPlan({ CI, CHROMIUM_PATH: '/nowhere/chromium' }, nothing)).toThrow(
        /\/nowhere\/chromium is missing and CI is set/,
      );
    expect(() => chromiumPlan({ CI: 'true' }, nothing)).toThrow(/\/usr\/bin\/chromium is missing/);
  });

  it('read CI as CI services set it', () => {
    expect([undefined, '', '0', 'false', 'FALSE'].map((CI) => isCi({ CI }))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['true', '1', 'TRUE'].map((CI) => isCi({ CI }))).toEqual([true, true, true]);
  });
});
