/** The /search page in hosted mode: the theme's own, which queries the hosted index with algoliasearch-helper. */
export {default} from '@theme-original/SearchPage';
