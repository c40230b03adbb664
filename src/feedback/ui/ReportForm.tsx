/**
 * The「报告问题」form: says what will be sent, and shows it (the section, the selected text, the reader's comment)
 * before anything is; the section can be changed, the selected text left out. Everything the reader typed or selected
 * is shown as text, never as markup.
 */
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {MAX_COMMENT} from '../protocol';
import type {ReportContext, Section} from '../browser/context';
import styles from './styles.module.css';

export interface ReportFields {
  heading?: Section;
  selection?: string;
  comment?: string;
}

export default function ReportForm({
  context,
  onSend,
  onCancel,
}: {
  context: ReportContext;
  onSend: (fields: ReportFields) => void;
  onCancel: () => void;
}): ReactNode {
  const [section, setSection] = useState(context.nearest);
  const [withSelection, setWithSelection] = useState(true);
  const [comment, setComment] = useState('');
  const id = useId();
  const commentField = useRef<HTMLTextAreaElement>(null);
  useEffect(() => commentField.current?.focus(), []);
  const heading = context.sections.find((s) => s.id === section);
  return (
    <form
      className={styles.form}
      aria-label={translate({id: 'feedback.report.form', message: '报告问题'})}
      onSubmit={(event) => {
        event.preventDefault();
        onSend({
          ...(heading ? {heading} : {}),
          ...(withSelection && context.selection ? {selection: context.selection} : {}),
          ...(comment.trim() ? {comment: comment.trim()} : {}),
        });
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p id={`${id}-note`} className={styles.note}>
        <Translate id="feedback.report.note">
          {'发送给文档维护人员的内容：本页地址、提交时间、下面选定的章节、所选文字（如勾选）和你写的说明。'}
        </Translate>
      </p>
      <label className={styles.label} htmlFor={`${id}-section`}>
        <Translate id="feedback.report.section">问题所在章节</Translate>
      </label>
      <select
        id={`${id}-section`}
        className={styles.field}
        value={section}
        onChange={(event) => setSection(event.target.value)}
      >
        <option value="">{translate({id: 'feedback.report.wholePage', message: '整个页面'})}</option>
        {context.sections.map((s) => (
          <option key={s.id} value={s.id}>
            {s.text}
          </option>
        ))}
      </select>
      {context.selection && (
        <>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={withSelection}
              onChange={(event) => setWithSelection(event.target.checked)}
              aria-describedby={`${id}-selection`}
            />
            <Translate id="feedback.report.withSelection">附上所选文字：</Translate>
          </label>
          <blockquote id={`${id}-selection`} className={styles.quote}>
            {context.selection}
          </blockquote>
        </>
      )}
      <label className={styles.label} htmlFor={`${id}-comment`}>
        <Translate id="feedback.report.comment">说明（可选）</Translate>
      </label>
      <textarea
        id={`${id}-comment`}
        ref={commentField}
        className={styles.field}
        rows={4}
        maxLength={MAX_COMMENT}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        aria-describedby={`${id}-note`}
        placeholder={translate({
          id: 'feedback.report.placeholder',
          message: '例如：第 3 步的菜单名称与软件中的不一致。',
        })}
      />
      <div className={styles.actions}>
        <button type="submit" className="button button--sm button--primary">
          <Translate id="feedback.report.send">发送</Translate>
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={onCancel}>
          <Translate id="feedback.report.cancel">取消</Translate>
        </button>
      </div>
    </form>
  );
}
