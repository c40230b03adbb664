/**
 * Change: replaces the theme's CodeBlock/Content, because loading a page must never run Prism. The server highlights
 * every block exactly as the original does (same markup). In the browser:
 * - a hydrated block keeps the server's highlighted lines: its <code> gets one constant `dangerouslySetInnerHTML`,
 *   which React leaves alone while hydrating and afterwards, so the phone neither loads Prism nor tokenises the code;
 * - a block the browser renders itself (after a client-side navigation) shows its lines plain at once and is
 *   highlighted when the highlighter arrives (src/prism/highlighter.ts); once loaded, blocks are highlighted at once.
 * If a hydrated block ever finds its <code> empty (React rendered it afresh), it renders its lines itself.
 * Lines and tokens carry their colours as classes, not style attributes (src/prism/tokenClasses.ts).
 */
import React, {useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import type {LineInputProps, LineOutputProps, Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';
import {loadedHighlighter, loadHighlighter, type Highlighter} from '@site/src/prism/highlighter';
import {styleClassTable, withStyleClasses} from '@site/src/prism/tokenClasses';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/** The same object on every render: React compares it by identity, so it never rewrites the server's lines. */
const KEEP_SERVER_LINES = {__html: ''};

// useLayoutEffect warns when the server renders; the server has nothing to check anyway.
const useClientLayoutEffect = ExecutionEnvironment.canUseDOM ? useLayoutEffect : () => {};

/** The code's lines as prism-react-renderer shapes them when it has no grammar: one plain token a line. */
function plainLines(code: string): Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) => [content === '' ? {types: ['plain'], content: '\n', empty: true} : {types: ['plain'], content}]);
}

/** prism-react-renderer's line and token props for plain tokens, so unhighlighted lines have the same markup. */
function plainProps(plain: CSSProperties) {
  const lineStyle: CSSProperties = {...plain, backgroundColor: undefined};
  return {
    getLineProps: ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...lineStyle, ...style},
    }),
    getTokenProps: ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: token.empty ? {display: 'inline-block', ...style} : style,
    }),
  };
}

/** A nested token repeats its type (a bash variable inside a variable): each class once, as HTML wants. */
function oneClassEach(props: TokenOutputProps): TokenOutputProps {
  return props.className ? {...props, className: [...new Set(props.className.split(' '))].join(' ')} : props;
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const styleClasses = styleClassTable(useThemeConfig().prism);
  const isBrowser = useIsBrowser();
  const [keepServerLines, setKeepServerLines] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  const [highlighter, setHighlighter] = useState<Highlighter | undefined>(loadedHighlighter);
  const codeRef = useRef<HTMLElement>(null);

  useClientLayoutEffect(() => {
    if (keepServerLines && codeRef.current && !codeRef.current.hasChildNodes()) setKeepServerLines(false);
  }, [keepServerLines]);
  useEffect(() => {
    if (keepServerLines || highlighter) return undefined;
    let current = true;
    loadHighlighter().then(
      (loaded) => current && setHighlighter(loaded),
      () => {
        // The lines stay plain: readable and copyable. The next block rendered tries again.
      },
    );
    return () => {
      current = false;
    };
  }, [keepServerLines, highlighter]);

  const {code, lineNumbersStart, lineClassNames} = metadata;
  const language = metadata.language.toLowerCase();
  const codeProps = {
    ref: codeRef,
    className: clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering),
    style: {counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`},
  };
  const pre = (mode: string, className: string, style: CSSProperties, code: ReactNode) => (
    <pre
      key={mode}
      ref={wordWrap.codeBlockRef}
      // Focusable so that a keyboard reader can scroll a wide block (as the original does).
      tabIndex={0}
      className={clsx(classNameProp, className, styles.codeBlock, 'thin-scrollbar')}
      style={style}
    >
      {code}
    </pre>
  );
  const lines = (tokens: Token[][], props: Pick<ReturnType<typeof plainProps>, 'getLineProps' | 'getTokenProps'>) =>
    tokens.map((line, i) => (
      <Line
        key={i}
        line={line}
        getLineProps={(input) => withStyleClasses(props.getLineProps(input), styleClasses)}
        getTokenProps={(input) => withStyleClasses(oneClassEach(props.getTokenProps(input)), styleClasses)}
        classNames={lineClassNames[i]}
        showLineNumbers={lineNumbersStart !== undefined}
      />
    ));

  if (keepServerLines) {
    return pre(
      'server',
      `prism-code language-${language}`,
      prismTheme.plain,
      <code {...codeProps} dangerouslySetInnerHTML={KEEP_SERVER_LINES} suppressHydrationWarning />,
    );
  }
  if (highlighter) {
    return (
      <highlighter.Highlight theme={prismTheme} code={code} language={language}>
        {({className, style, tokens, getLineProps, getTokenProps}) =>
          pre(
            'highlighted',
            className,
            style,
            <code {...codeProps}>{lines(tokens, {getLineProps, getTokenProps})}</code>,
          )
        }
      </highlighter.Highlight>
    );
  }
  return pre(
    'plain',
    `prism-code language-${language}`,
    prismTheme.plain,
    <code {...codeProps}>{lines(plainLines(code), plainProps(prismTheme.plain))}</code>,
  );
}
