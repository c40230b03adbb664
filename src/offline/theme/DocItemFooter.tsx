/**
 * Change: the family's takeaways above the footer on its first page, because readers take docs offline and on paper.
 * The doc page footer; on a family's first page (src/offline/families.ts) it is preceded by what readers take away:
 * the family saved offline and its PDF handbook.
 */
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {FAMILIES} from '../families';
import OfflinePanel from '../ui/OfflinePanel';
import HandbookLink from '@site/src/handbooks/HandbookLink';

export default function DocItemFooterWithTakeaways(): ReactNode {
  const {metadata} = useDoc();
  const family = FAMILIES.find((f) => f.landing === metadata.permalink);
  return (
    <>
      {family && (
        <>
          <OfflinePanel familyId={family.id} />
          <HandbookLink familyId={family.id} />
        </>
      )}
      <Footer />
    </>
  );
}
