/**
 * The spec: "A trailing index.html in a path is removed." Docusaurus already matches /a/index.html to the route /a;
 * this also cleans the address bar, before the router reads it, so the URL a reader copies is the canonical one.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  if (/\/index\.html$/.test(pathname)) {
    const clean = pathname.replace(/\/index\.html$/, '') || '/';
    window.history.replaceState(window.history.state, '', `${clean}${search}${hash}`);
  }
}
