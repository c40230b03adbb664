/**
 * Change: none: the /search page of hosted mode is the theme's own; src/theme/SearchPage renders it through the
 * `@site-search/page` alias, because a build carries only the page of its search mode.
 */
export {default} from '@theme-original/SearchPage';
