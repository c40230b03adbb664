/**
 * The HTML template of every built page: Docusaurus 3.9.1's own (core/lib/ssg/ssgTemplate.html.js) with one change.
 * Its template loads the two entry scripts with `defer`. On a fast network (a plant intranet) they arrive before the
 * first frame, and a mid-range phone then runs them, and React's hydration after them, before it paints the page: the
 * reader stares at a blank screen for the whole hydration. Here a small inline script adds the same two scripts, in
 * order (`async = false`), once the page has loaded (its stylesheet and the diagrams inlined into it; lazy images do
 * not count) and the frame after that has been painted, so the server-rendered page, diagrams included, shows first
 * and becomes interactive as before (a tab hidden meanwhile paints no frame: 200 ms after loading it adds them anyway).
 * A tab hidden from the start loads them at once. Without JavaScript the page is the same static HTML.
 * The inline script is identical on every page; scripts/nginx-config.ts puts its hash into the CSP.
 * Re-check against the original on every Docusaurus upgrade.
 */
// Joined without whitespace: Docusaurus ships the whole config, this string included, to every page.
export const ssrTemplate = [
  `<!DOCTYPE html>`,
  `<html <%~ it.htmlAttributes %>>`,
  `<head>`,
  `<meta charset="UTF-8">`,
  `<meta name="generator" content="Docusaurus v<%= it.version %>">`,
  `<% it.metaAttributes.forEach((metaAttribute) => { %>`,
  `<%~ metaAttribute %>`,
  `<% }); %>`,
  `<%~ it.headTags %>`,
  `<% it.stylesheets.forEach((stylesheet) => { %>`,
  `<link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />`,
  `<% }); %>`,
  `</head>`,
  `<body <%~ it.bodyAttributes %>>`,
  `<%~ it.preBodyTags %>`,
  `<div id="__docusaurus"><%~ it.appHtml %></div>`,
  `<%~ it.postBodyTags %>`,
  `<script>(function(){var d=0,s=<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>;function l(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;document.body.appendChild(e)})}function f(){requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,200)}if(document.visibilityState==='hidden')l();else if(document.readyState==='complete')f();else addEventListener('load',f)})()</script>`,
  `</body>`,
  `</html>`,
].join('');
