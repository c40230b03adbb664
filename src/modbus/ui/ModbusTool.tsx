/**
 * The one part of the Modbus tools a page loads with itself: a closed <details> with the tool's name. The tools' code
 * comes in one chunk, asked for when a tool comes near the viewport (in idle time) or when the reader points at,
 * focuses or opens one, whichever is first; opening (a click, Enter or Space on the summary; no script needed) renders
 * the tool inside. A page carries about a kilobyte for its closed tools; a page without tools carries nothing.
 *
 * The chunk is usually there before the reader opens a tool, so the tool appears in the frame after the click: the
 * content below moves because the reader asked, not later when a download ends (which would count as a layout shift).
 * Without JavaScript the summary still opens and says that the tool needs JavaScript; the page's worked example is the
 * page's own text and stays as it is.
 */
import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {whenIdle} from '@site/src/utils/whenIdle';
import type {ToolName, ToolProps} from './types';
import styles from './styles.module.css';

type Tools = Record<ToolName, ComponentType<ToolProps>>;

/** The tools once their chunk has arrived, so that opening renders them at once. */
let tools: Tools | null = null;
let loading: Promise<Tools> | null = null;

function loadTools(): Promise<Tools> {
  loading ??= import('./tools').then(
    (m) => (tools = m),
    (error: unknown) => {
      // A failed download is asked for again next time (the reader may be back online).
      loading = null;
      throw error;
    },
  );
  return loading;
}

const warm = () => void loadTools().catch(() => undefined);

function title(tool: ToolName): string {
  switch (tool) {
    case 'address':
      return translate({
        id: 'site.modbus.title.address',
        message: '地址换算：40001、400001、协议地址、十六进制与 Janus 原始键',
      });
    case 'value':
      return translate({
        id: 'site.modbus.title.value',
        message: '寄存器与数值互算：16 / 32 位整数、浮点数、字序与系数',
      });
    case 'checksum':
      return translate({
        id: 'site.modbus.title.checksum',
        message: '校验计算：CRC-16（Modbus RTU）与 LRC（Modbus ASCII）',
      });
    case 'frame':
      return translate({id: 'site.modbus.title.frame', message: '报文解析与构建：Modbus RTU / TCP 逐字节说明'});
  }
}

type State = {phase: 'closed' | 'loading' | 'failed'} | {phase: 'ready'; Tool: ComponentType<ToolProps>};

export default function ModbusTool({tool, ...props}: ToolProps & {tool: ToolName}): ReactNode {
  const details = useRef<HTMLDetailsElement>(null);
  const [state, setState] = useState<State>({phase: 'closed'});

  const show = useCallback(() => {
    if (tools) return setState({phase: 'ready', Tool: tools[tool]});
    setState({phase: 'loading'});
    loadTools().then(
      (t) => setState({phase: 'ready', Tool: t[tool]}),
      () => setState({phase: 'failed'}),
    );
  }, [tool]);

  useEffect(() => {
    const el = details.current;
    if (!el) return;
    // Opened before the page hydrated: the browser opened it, React did not see the toggle.
    if (el.open) show();
    if (typeof IntersectionObserver !== 'function') return;
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(warm);
      },
      {rootMargin: '200px 0px'},
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [show]);

  return (
    <details
      ref={details}
      className={styles.tool}
      data-modbus-tool={tool}
      onToggle={(e) => {
        if (e.currentTarget.open && state.phase !== 'ready') show();
      }}
    >
      <summary className={styles.summary} onPointerEnter={warm} onFocus={warm}>
        {title(tool)}
      </summary>
      <div className={styles.body}>
        <noscript>
          <p className={styles.note}>
            {translate({
              id: 'site.modbus.needsJs',
              message: '这个工具需要 JavaScript，当前浏览器没有运行它。上文的示例已写出完整的计算过程，可以照着手算。',
            })}
          </p>
        </noscript>
        {state.phase === 'ready' && <state.Tool {...props} />}
        {state.phase === 'loading' && (
          <p className={styles.note} role="status">
            {translate({id: 'site.modbus.loading', message: '正在加载工具…'})}
          </p>
        )}
        {state.phase === 'failed' && (
          <p className={styles.note} role="alert">
            {translate({
              id: 'site.modbus.loadFailed',
              message: '工具没有加载成功：网络可能已断开，这一页也还没有离线保存。',
            })}{' '}
            <button type="button" className="button button--sm button--secondary" onClick={show}>
              {translate({id: 'site.modbus.retry', message: '重试'})}
            </button>
          </p>
        )}
      </div>
    </details>
  );
}
