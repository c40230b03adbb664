/**
 * The family's PDF handbook, with its page count and size, on the family's first page. The PDFs are printed from the
 * built site, so the page is rendered without them: it renders an empty, hidden slot (src/handbooks/slot.ts) that
 * `npm run build:handbooks` fills in the built HTML. The render that hydrates a served page reads the slot back, so
 * it renders what the HTML holds: the link, or nothing in a deploy without handbooks. A first page reached by a
 * client-side navigation was never served: it asks the handbook list instead.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {translate} from '@docusaurus/Translate';
import {HANDBOOK_LIST_PATH, handbookPath, type HandbookList} from './paths';
import {SLOT, linkText, slotFacts, type HandbookFacts} from './slot';
import styles from '@site/src/offline/ui/styles.module.css';

interface Shown {
  facts?: HandbookFacts;
  /** The page's HTML came from the server with the slot (not a client-side navigation). */
  served: boolean;
}

function fromServedPage(familyId: string): Shown {
  if (!ExecutionEnvironment.canUseDOM) return {served: true};
  const slot = document.querySelector(`[${SLOT.family}="${CSS.escape(familyId)}"]`);
  return slot ? {facts: slotFacts((name) => slot.getAttribute(name)), served: true} : {served: false};
}

export default function HandbookLink({familyId}: {familyId: string}): ReactNode {
  const label = translate({id: 'handbooks.download', message: '下载 PDF 手册（{pages} 页，{size}）'});
  const [{facts, served}, setShown] = useState(() => fromServedPage(familyId));
  useEffect(() => {
    if (served) return;
    let live = true;
    fetch(HANDBOOK_LIST_PATH)
      .then((r) => (r.ok ? (r.json() as Promise<HandbookList>) : undefined))
      .then((list) => {
        const handbook = list?.handbooks.find((h) => h.family === familyId);
        if (live && handbook) setShown({facts: {pages: handbook.pages, bytes: handbook.bytes}, served});
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [familyId, served]);
  const slot = {[SLOT.family]: familyId, [SLOT.label]: label, [SLOT.pages]: facts?.pages, [SLOT.bytes]: facts?.bytes};
  return (
    <p className={styles.panel} {...slot} hidden={!facts}>
      {facts && (
        <a href={handbookPath(familyId)} download>
          {linkText(label, facts)}
        </a>
      )}
    </p>
  );
}
