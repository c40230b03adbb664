/**
 * Change: 「复制为 Markdown」beside each doc page's title, because readers paste pages into their own tools and the
 * theme has no slot next to the title.
 * The doc page's content, preceded by the button that copies the page's Markdown twin. It stays outside the
 * `.theme-doc-markdown` element, which the twins, the search index and the handbooks read.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyMarkdown from '../ui/CopyMarkdown';

export default function DocItemContentWithCopy(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyMarkdown route={metadata.permalink.replace(/(.)\/+$/, '$1')} />
      <Content {...props} />
    </>
  );
}
