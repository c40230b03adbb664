/**
 * Change: the app plus the offline badge, because it must show on every page.
 * The site root with the offline badge (src/offline/ui/OfflineIndicator.tsx) beside the app: it must show on every
 * page, the 404 and /search included, which no layout slot of the theme covers.
 */
import React, {type ReactNode} from 'react';
import Root from '@theme-original/Root';
import type {Props} from '@theme/Root';
import OfflineIndicator from '../ui/OfflineIndicator';

export default function RootWithOfflineIndicator(props: Props): ReactNode {
  return (
    <>
      <Root {...props} />
      <OfflineIndicator />
    </>
  );
}
