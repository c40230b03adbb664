/**
 * The「询问 AI」entry of the search modal (builds with ASK_AI_MODEL): while the reader has typed something, a button
 * naming the question sits above the keyword results; choosing it (click, or Enter once focused) loads the AI screen
 * (./Screen.tsx, a chunk of its own) in place of the results. Typing in the search box goes back to the keyword
 * results; the conversation stays until「新对话」or the modal closes, and choosing the entry again asks a follow-up.
 */
import React, {useCallback, useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useModalElement} from '../../search/ui/SearchBar/modalElement';
import type {AskAiOptions} from '../build/options';
import {ASK_AI_PLUGIN} from '../build/pluginName';
import type {AskAiEntryProps} from './entryProps';
import type {ScreenProps, QuestionRequest} from './Screen';
import './styles.css';

let loadedScreen: ComponentType<ScreenProps> | null = null;

/** The search box's text, followed as the reader types; `onType` hears each change. */
function useSearchText(container: HTMLElement, onType: () => void): string {
  const input = useModalElement(container, '.DocSearch-Input') as HTMLInputElement | null;
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!input) return () => undefined;
      const listener = () => {
        notify();
        onType();
      };
      input.addEventListener('input', listener);
      return () => input.removeEventListener('input', listener);
    },
    [input, onType],
  );
  return useSyncExternalStore(
    subscribe,
    () => input?.value ?? '',
    () => '',
  );
}

/** A host element of this component's own, just before DocSearch's dropdown (DocSearch re-renders the dropdown). */
function useHost(container: HTMLElement): HTMLElement | null {
  const dropdown = useModalElement(container, '.DocSearch-Dropdown');
  const [host] = useState(() => {
    const div = document.createElement('div');
    div.className = 'ask-ai-host';
    return div;
  });
  useEffect(() => {
    if (!dropdown) return undefined;
    dropdown.before(host);
    return () => host.remove();
  }, [dropdown, host]);
  return dropdown ? host : null;
}

export default function AskAiEntry({container, onClose}: AskAiEntryProps): ReactNode {
  const options = usePluginData(ASK_AI_PLUGIN) as AskAiOptions;
  const [active, setActive] = useState(false);
  const [request, setRequest] = useState<QuestionRequest | null>(null);
  const [Screen, setScreen] = useState<ComponentType<ScreenProps> | null>(() => loadedScreen);
  const [loadFailed, setLoadFailed] = useState(false);
  const back = useCallback(() => setActive(false), []);
  const text = useSearchText(container, back).trim();
  const host = useHost(container);

  useEffect(() => {
    container.toggleAttribute('data-ask-ai', active);
    return () => container.removeAttribute('data-ask-ai');
  }, [container, active]);

  const choose = () => {
    setRequest({question: text, at: Date.now()});
    setActive(true);
    setLoadFailed(false);
    if (!Screen) {
      import('./Screen').then(
        (m) => {
          loadedScreen = m.default;
          setScreen(() => m.default);
        },
        () => setLoadFailed(true),
      );
    }
  };

  if (!host) return null;
  return createPortal(
    <>
      {!active && text && (
        <button type="button" className="ask-ai-entry" onClick={choose}>
          <span className="ask-ai-entry-label">询问 AI</span>
          <span className="ask-ai-entry-question">{text}</span>
        </button>
      )}
      {active && !Screen && (
        <p className="ask-ai-loading" role="status">
          {loadFailed ? '无法加载 AI 问答，请检查网络后重新选择「询问 AI」。' : '正在加载…'}
        </p>
      )}
      {Screen && <Screen options={options} request={request} hidden={!active} onBack={back} onNavigate={onClose} />}
    </>,
    host,
  );
}
