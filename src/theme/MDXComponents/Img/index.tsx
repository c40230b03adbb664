/**
 * Wraps the theme's Markdown image. The theme lazy-loads every image. The site's diagrams are SVGs small enough for
 * the build to inline into the page (data: URLs), so there is nothing to fetch later and lazy loading only delays
 * drawing them: a diagram near the top of a page was painted after the scripts had run. Inlined images are drawn
 * eagerly; images served as files stay lazy, as does any image whose page sets `loading` itself.
 */
import React, {type ReactNode} from 'react';
import Img from '@theme-original/MDXComponents/Img';
import type {Props} from '@theme/MDXComponents/Img';

export default function MDXImg(props: Props): ReactNode {
  const inlined = props.loading === undefined && typeof props.src === 'string' && props.src.startsWith('data:');
  return inlined ? <Img {...props} loading="eager" /> : <Img {...props} />;
}
