/**
 * Whether the browser suites run, and with which Chromium. Debian's `/usr/bin/chromium` unless
 * `CHROMIUM_PATH` names another binary; a browser is never downloaded. Without it a local run skips
 * the browser suites with a warning, but a CI run (`CI` set, as `.ci/run` does) must not pass
 * without them: there a missing Chromium throws, so every browser test file fails to load.
 */

/** The binary the browser suites drive when `CHROMIUM_PATH` is not set. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** What the browser suites do: run against `path`, or skip with `warning` (never under CI). */
export type ChromiumPlan = { run: true; path: string } | { run: false; path: string; warning: string };

/** The environment variables the decision reads. */
export interface ChromiumEnv {
  readonly CI?: string | undefined;
  readonly CHROMIUM_PATH?: string | undefined;
}

/** `CI` as CI services and `.ci/run` set it: any value but empty, `0` or `false`. */
export function isCi(env: ChromiumEnv): boolean {
  const ci = env.CI?.trim().toLowerCase();
  return ci !== undefined && ci !== '' && ci !== '0' && ci !== 'false';
}

/**
 * Decides from `env` and `exists` (a file check, `existsSync` in the suites).
 * @throws Error under CI when the binary is missing: a CI run never skips the browser silently.
 */
export function chromiumPlan(env: ChromiumEnv, exists: (path: string) => boolean): ChromiumPlan {
  const path = env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM;
  if (exists(path)) return { run: true, path };
  if (isCi(env))
    throw new Error(
      `e2e: ${path} is missing and CI is set, so the browser tests cannot run; install it ` +
        '(apt-get install -y chromium) or point CHROMIUM_PATH at a Chromium binary',
    );
  return { run: false, path, warning: `e2e: SKIPPED, ${path} is missing (apt-get install -y chromium)` };
}
