// Change: the /search page of the build's search mode (src/search/ui/SearchPage) because the theme's sets no description.
export {default} from '@site/src/search/ui/SearchPage';
