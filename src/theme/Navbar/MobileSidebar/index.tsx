/**
 * Change: wraps the phone's navbar drawer so that it is built in the first idle period, as a transition React splits
 * into short slices (or at once if the reader opens it first), because the theme renders the whole closed drawer
 * (every navbar item and the page's full doc sidebar) in one synchronous update right after hydration.
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
