/**
 * Wraps the theme's mobile navbar drawer so that a phone builds it when it has time, not right after hydration. On a
 * phone the theme renders the whole closed drawer (every navbar item and the page's full doc sidebar) as soon as the
 * page has hydrated, in one synchronous update: a long task on the main thread while the reader may already be
 * scrolling. The wrapper renders it in the first idle period, as a transition (React splits the work into short
 * slices), or at once if the reader opens the drawer before that.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {whenIdle} from '@site/src/utils/whenIdle';

export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready || !shouldRender) return undefined;
    return whenIdle(() => startTransition(() => setReady(true)));
  }, [ready, shouldRender]);
  return ready || shown ? <NavbarMobileSidebar /> : null;
}
