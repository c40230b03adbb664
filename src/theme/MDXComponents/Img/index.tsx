/**
 * Change: wraps the theme's Markdown image so that images inlined by the build (data: URLs, the site's diagrams) load
 * eagerly, because the theme lazy-loads every image and that only delayed drawing diagrams until the scripts had run.
 * Images served as files stay lazy, as does any image whose page sets `loading` itself.
 */
import React, {type ReactNode} from 'react';
import Img from '@theme-original/MDXComponents/Img';
import type {Props} from '@theme/MDXComponents/Img';

export default function MDXImg(props: Props): ReactNode {
  const inlined = props.loading === undefined && typeof props.src === 'string' && props.src.startsWith('data:');
  return inlined ? <Img {...props} loading="eager" /> : <Img {...props} />;
}
