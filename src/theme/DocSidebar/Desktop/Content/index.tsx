/** Change: the sidebar's foot offers the current family offline, because the theme has no sidebar footer slot (src/offline/theme/DocSidebarDesktopContent.tsx). */
export {default} from '@site/src/offline/theme/DocSidebarDesktopContent';
