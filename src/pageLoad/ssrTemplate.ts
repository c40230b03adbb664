/**
 * Change: Docusaurus 3.9.1's page template (core/lib/ssg/ssgTemplate.html.js) with the entry scripts added after the
 * page has loaded and painted instead of with `defer`, because a phone on a fast intranet otherwise runs them, and
 * hydration, before its first paint: a blank screen for the whole hydration.
 * The inline script adds the same two scripts in order (`async = false`) once the page has loaded (its stylesheet and
 * inlined diagrams; lazy images do not count) and the next frame has been painted; 200 ms after load at the latest (a
 * hidden tab paints no frame), at once in a tab hidden from the start. Without JavaScript the page is the same HTML.
 * The inline script is identical on every page; scripts/nginx-config.ts puts its hash into the CSP.
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
