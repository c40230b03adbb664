/**
 * Ask AI in the search modal (builds with ASK_AI_MODEL). The entry「询问 AI」with the question is DocSearch's own Ask AI
 * item, first in the modal's list (`askAiModal` of ./modal.ts; src/search/ui/SearchBar/docSearchProps.tsx hands it to
 * the modal): an option of the search box's combobox like every keyword result, so the arrow keys reach it, Enter or a
 * click chooses it and screen readers announce it. The controller takes the choice from DocSearch and hands it here as
 * `request`; the AI screen (./Screen.tsx, a chunk of its own, loaded on the first choice) then takes the place of the
 * results. Going back puts the question into the search box again, so its keyword results show; typing in the search
 * box goes back too. The conversation stays until「新对话」or the modal closes; choosing the item again asks a follow-up.
 */
import React, {useCallback, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {usePluginData} from '@docusaurus/useGlobalData';
import {typeIntoSearchBox, useModalElement} from '../../search/ui/SearchBar/modalElement';
import type {AskAiOptions} from '../build/options';
import {ASK_AI_PLUGIN} from '../build/pluginName';
import type {AskAiEntryProps, QuestionRequest} from '../../search/ui/SearchBar/askAiSlot';
import * as messages from './messages';
import type {ScreenProps} from './Screen';
import './styles.css';

/** The screen once loaded: module state on purpose, so the entry of a later opening shows it at once. */
let loadedScreen: ComponentType<ScreenProps> | null = null;

/** A host element of this component's own, right under DocSearch's search bar (DocSearch re-renders the rest). */
function useHost(container: HTMLElement): HTMLElement | null {
  const searchBar = useModalElement(container, '.DocSearch-SearchBar');
  const [host] = useState(() => {
    const div = document.createElement('div');
    div.className = 'ask-ai-host';
    return div;
  });
  useEffect(() => {
    if (!searchBar) return undefined;
    searchBar.after(host);
    return () => host.remove();
  }, [searchBar, host]);
  return searchBar ? host : null;
}

export default function AskAiEntry({container, onClose, request}: AskAiEntryProps): ReactNode {
  const options = usePluginData(ASK_AI_PLUGIN) as AskAiOptions;
  // The screen shows from a choice of the item until the reader goes back (the choice is then dismissed).
  const [dismissed, setDismissed] = useState<QuestionRequest | null>(null);
  const active = request !== null && request !== dismissed;
  const [Screen, setScreen] = useState<ComponentType<ScreenProps> | null>(() => loadedScreen);
  const [loadFailedFor, setLoadFailedFor] = useState<QuestionRequest | null>(null);
  const host = useHost(container);
  const input = useModalElement(container, '.DocSearch-Input') as HTMLInputElement | null;

  useEffect(() => {
    container.toggleAttribute('data-ask-ai', active);
    return () => container.removeAttribute('data-ask-ai');
  }, [container, active]);

  // Typing in the search box goes back to the keyword results.
  useEffect(() => {
    if (!input || !active) return undefined;
    const listener = () => setDismissed(request);
    input.addEventListener('input', listener);
    return () => input.removeEventListener('input', listener);
  }, [input, active, request]);

  // The screen's chunk, loaded on the first choice (each later choice retries a failed download).
  useEffect(() => {
    if (!request || Screen) return;
    import('./Screen').then(
      (m) => {
        loadedScreen = m.default;
        setScreen(() => m.default);
      },
      () => setLoadFailedFor(request),
    );
  }, [request, Screen]);

  // Back to the keyword results of a question (DocSearch emptied the search box when the item was chosen).
  const back = useCallback(
    (question = request?.question) => {
      setDismissed(request);
      if (input && question) {
        typeIntoSearchBox(input, question);
        input.focus();
      }
    },
    [input, request],
  );

  if (!host) return null;
  return createPortal(
    <>
      {active && !Screen && (
        <p className="ask-ai-loading" role="status">
          {loadFailedFor === request ? messages.screenLoadFailed : messages.screenLoading}
        </p>
      )}
      {Screen && <Screen options={options} request={request} hidden={!active} onBack={back} onNavigate={onClose} />}
    </>,
    host,
  );
}
