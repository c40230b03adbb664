/**
 * The site shell: the entry scripts and the stylesheet every page loads. @docusaurus/plugin-pwa precaches these
 * (and nothing else: the whole build is 16 MB) when the worker installs; every other file is cached as it is used
 * (src/offline/sw.ts), which therefore leaves these to the precache.
 */
const SHELL = [/^\/assets\/js\/(?:runtime~main|main)\.[0-9a-f]+\.js$/, /^\/assets\/css\/styles\.[0-9a-f]+\.css$/];

export function isShellFile(pathname: string): boolean {
  const normalized = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return SHELL.some((re) => re.test(normalized));
}
