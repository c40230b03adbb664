/**
 * Change: the family's offline panel under the sidebar menu, because the theme has no sidebar footer slot.
 * The desktop doc sidebar with the current family's「离线保存本产品文档」panel at its foot. */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type {Props} from '@theme/DocSidebar/Desktop/Content';
import {familyOfPath} from '../families';
import OfflinePanel from '../ui/OfflinePanel';

export default function DocSidebarContentWithOffline(props: Props): ReactNode {
  const family = familyOfPath(props.path);
  return (
    <>
      <Content {...props} />
      {family && <OfflinePanel familyId={family.id} compact />}
    </>
  );
}
