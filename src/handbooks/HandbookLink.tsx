/**
 * The family's PDF handbook, with its size and page count, on the family's first page. `npm run build:handbooks`
 * writes the PDFs and /downloads/handbooks/handbooks.json after the site is built, so the page cannot know them when
 * it is rendered: the link appears once that list says the PDF exists. A deploy without handbooks shows no link
 * rather than a broken one.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {HANDBOOK_LIST_PATH, handbookPath, type HandbookList} from './paths';
import {formatBytes} from '@site/src/offline/ui/formatBytes';
import styles from '@site/src/offline/ui/styles.module.css';

export default function HandbookLink({familyId}: {familyId: string}): ReactNode {
  const [entry, setEntry] = useState<HandbookList['handbooks'][number]>();
  useEffect(() => {
    let live = true;
    fetch(HANDBOOK_LIST_PATH)
      .then((r) => (r.ok ? (r.json() as Promise<HandbookList>) : undefined))
      .then((list) => live && setEntry(list?.handbooks.find((h) => h.family === familyId)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [familyId]);
  if (!entry) return null;
  return (
    <p className={styles.panel}>
      <a href={handbookPath(familyId)} download>
        <Translate id="handbooks.download" values={{pages: entry.pages, size: formatBytes(entry.bytes)}}>
          {'下载 PDF 手册（{pages} 页，{size}）'}
        </Translate>
      </a>
    </p>
  );
}
