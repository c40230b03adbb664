/**
 * Change: the code block's copy button copies the reader's values (「我的环境」) in place of the canon's placeholders,
 * because the original copies the block's source text, which keeps the samples whatever the page shows.
 * Until values are set it renders the original as it is; the server and hydration always see no values.
 */
import React, {useSyncExternalStore, type ReactNode} from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import patterns from '@generated/myenv/default/patterns.json';
import {fillText} from '../engine/fill';
import {readValues, subscribe} from '../browser/store';

const noValues = () => null;

export default function CopyButtonWithMyEnv(props: Props): ReactNode {
  const values = useSyncExternalStore(subscribe, readValues, noValues);
  const {metadata, wordWrap} = useCodeBlockContext();
  if (!values) return <CopyButton {...props} />;
  const code = fillText(metadata.code, patterns, values, 'codeBlock');
  return (
    <CodeBlockContextProvider metadata={{...metadata, code}} wordWrap={wordWrap}>
      <CopyButton {...props} />
    </CodeBlockContextProvider>
  );
}
