/**
 * Wraps the theme's AnnouncementBar. Docusaurus 3.9.1 hides the bar with CSS while <html> carries
 * data-announcement-bar-initially-dismissed="true", an attribute an inline script sets from the stored dismissal before
 * React knows the announcement id changed. When the provider then reactivates the bar for a new id, the attribute still
 * hides it until the next full page load. Clearing the attribute whenever the bar is active shows it at once.
 */
import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
