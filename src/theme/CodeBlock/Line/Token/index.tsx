/**
 * Wraps the theme's code token. A plain token (the text between highlighted ones: class `token plain` and no style of
 * its own) is rendered as bare text, which takes the line's colour exactly as the span did. Code-heavy pages had a
 * third of their elements in these spans (843 of 2633 on /docs/janus/api/device/realtime-data), all parsed and laid
 * out by the phone. Every other token is the theme's span.
 */
import React, {type ReactNode} from 'react';
import LineToken from '@theme-original/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';

export default function CodeBlockLineToken(props: Props): ReactNode {
  if (props.className === 'token plain' && props.style === undefined) return <>{props.children}</>;
  return <LineToken {...props} />;
}
