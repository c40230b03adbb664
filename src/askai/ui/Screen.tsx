/**
 * The AI screen of the search modal: the conversation (./useConversation.ts; each turn: ./Turn.tsx), the question
 * box for follow-ups, the button「新对话」, the way back to the keyword results, and the disclaimer, always visible.
 * A question chosen in the modal (`request`) is asked once, in the same conversation.
 */
import React, {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import type {AskAiOptions} from '../build/options';
import type {QuestionRequest} from '../../search/ui/SearchBar/askAiSlot';
import * as messages from './messages';
import Turn from './Turn';
import {useConversation} from './useConversation';

export interface ScreenProps {
  options: AskAiOptions;
  request: QuestionRequest | null;
  /** Hidden while the keyword results show; the conversation stays. */
  hidden: boolean;
  /** Back to the keyword results: of a turn's question, or of the question the reader came with. */
  onBack: (question?: string) => void;
  /** A link was followed: the modal closes. */
  onNavigate: () => void;
}

export default function Screen({options, request, hidden, onBack, onNavigate}: ScreenProps): ReactNode {
  const conversation = useConversation(options);
  const {turns, answering, ask} = conversation;
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement | null>(null);

  // The entry asked (each request once).
  const lastRequest = useRef<QuestionRequest | null>(null);
  useEffect(() => {
    if (!request || request === lastRequest.current) return;
    lastRequest.current = request;
    ask(request.question);
    inputRef.current?.focus();
  }, [request, ask]);

  // A new turn scrolls into view (the turns scroll; the question box stays put).
  const turnsElement = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    turnsElement.current?.lastElementChild?.scrollIntoView({block: 'nearest'});
  }, [turns.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = draft.trim();
    if (!question || answering) return;
    setDraft('');
    ask(question);
  };

  return (
    <section className="ask-ai" aria-label={messages.screenLabel} hidden={hidden}>
      <div className="ask-ai-toolbar">
        <button type="button" className="ask-ai-button" onClick={() => onBack()}>
          {messages.backToResults}
        </button>
        <button
          type="button"
          className="ask-ai-button"
          disabled={turns.length === 0}
          onClick={() => {
            conversation.clear();
            inputRef.current?.focus();
          }}
        >
          {messages.newConversation}
        </button>
      </div>
      <div className="ask-ai-turns" ref={turnsElement}>
        {turns.map((turn) => (
          <Turn
            key={turn.id}
            turn={turn}
            latest={turn === turns.at(-1)}
            copied={conversation.copied}
            onStop={conversation.stop}
            onRetry={conversation.retry}
            onBack={onBack}
            onCopy={conversation.copy}
            onRate={conversation.rate}
            onNavigate={onNavigate}
          />
        ))}
      </div>
      <form className="ask-ai-form" onSubmit={submit}>
        <label htmlFor="ask-ai-followup">{turns.length ? messages.followUpLabel : messages.askLabel}</label>
        <div className="ask-ai-form-row">
          <textarea
            id="ask-ai-followup"
            ref={inputRef}
            rows={2}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              // Enter sends, Shift+Enter starts a new line, as in chat tools.
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
            }}
          />
          <button type="submit" className="ask-ai-button ask-ai-send" disabled={answering || !draft.trim()}>
            {messages.send}
          </button>
        </div>
      </form>
      <p className="ask-ai-disclaimer">{messages.disclaimer}</p>
    </section>
  );
}
