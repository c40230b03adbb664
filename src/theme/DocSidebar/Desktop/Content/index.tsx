// Change: the sidebar's foot offers the current family offline, because that is where readers of any page look (src/offline/theme/DocSidebarDesktopContent.tsx).
export {default} from '@site/src/offline/theme/DocSidebarDesktopContent';
