/** Change: the offline badge beside the app on every page, because no layout slot covers every page (src/offline/theme/Root.tsx). */
export {default} from '@site/src/offline/theme/Root';
