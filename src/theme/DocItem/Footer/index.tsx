/** Change: every doc page ends with the reader feedback block, and a family's first page offers the family offline and its PDF, because readers need a way back to us and take docs to the shop floor (src/feedback/ui/PageFeedback.tsx, src/offline/theme/DocItemFooter.tsx). */
import React, {type ReactNode} from 'react';
import DocItemFooterWithTakeaways from '@site/src/offline/theme/DocItemFooter';
import PageFeedback from '@site/src/feedback/ui/PageFeedback';

export default function DocItemFooter(): ReactNode {
  return (
    <>
      <DocItemFooterWithTakeaways />
      <PageFeedback />
    </>
  );
}
