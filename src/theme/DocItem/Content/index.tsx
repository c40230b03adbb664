/** Change: 「复制为 Markdown」beside each doc page's title, because readers paste pages into their own tools (src/markdown/theme/DocItemContent.tsx). */
export {default} from '@site/src/markdown/theme/DocItemContent';
