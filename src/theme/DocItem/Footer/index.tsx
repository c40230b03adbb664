/** Change: a family's first page offers the family offline and its PDF, because readers take docs to the shop floor (src/offline/theme/DocItemFooter.tsx). */
export {default} from '@site/src/offline/theme/DocItemFooter';
