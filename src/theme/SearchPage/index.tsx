/** Change: renders the /search page of the build's search mode (src/search/ui/SearchPage), because the theme's has no description. */
export {default} from '@site/src/search/ui/SearchPage';
