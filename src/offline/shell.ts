/**
 * The site shell: the entry scripts and the stylesheet every page loads, and the feedback controller, which a doc page
 * loads only when the reader comes near its feedback block (src/feedback/ui/PageFeedback.tsx) but which must be at hand
 * when a reader offline presses one of its buttons. @docusaurus/plugin-pwa precaches these (and nothing else: the whole
 * build is 16 MB) when the worker installs; every other file is cached as it is used (src/offline/sw.ts), which
 * therefore leaves these to the precache.
 */
const SHELL = [
  /^\/assets\/js\/(?:runtime~main|main|feedback)\.[0-9a-f]+\.js$/,
  /^\/assets\/css\/styles\.[0-9a-f]+\.css$/,
];

export function isShellFile(pathname: string): boolean {
  const normalized = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return SHELL.some((re) => re.test(normalized));
}
