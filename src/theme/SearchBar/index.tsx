/** Change: the search bar is the site's own (src/search/ui/SearchBar), because the theme's has no seam for a local client. */
export {default} from '@site/src/search/ui/SearchBar';
