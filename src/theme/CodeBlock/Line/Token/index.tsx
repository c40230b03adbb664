/**
 * Change: wraps the theme's code token so that a plain token (class `token plain`, no style of its own) renders as
 * bare text, which takes the line's colour as the span did, because these spans were a third of the elements of
 * code-heavy pages. Every other token is the theme's span.
 */
import React, {type ReactNode} from 'react';
import LineToken from '@theme-original/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';

export default function CodeBlockLineToken(props: Props): ReactNode {
  if (props.className === 'token plain' && props.style === undefined) return <>{props.children}</>;
  return <LineToken {...props} />;
}
