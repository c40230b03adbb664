/**
 * The Chromium the tests and the handbook build drive with Playwright: Debian's `chromium-headless-shell`, the same
 * Chromium release as the `chromium` package without its desktop layer, which is the build Playwright itself runs
 * headless tests on. Pages render, run and print as in the full browser for less CPU, and CI is bound by CPU. The
 * benchmarks that time what a reader waits for (bench/) launch the full browser, `/usr/bin/chromium`.
 */
export const HEADLESS_CHROMIUM = '/usr/bin/chromium-headless-shell';

/**
 * No sandbox (CI runs as root), no GPU, none of the background requests a closed network refuses, and no host name
 * resolved but the loopback's: a request meant for another machine fails at once, and the tests record it.
 */
export const HEADLESS_ARGS = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
