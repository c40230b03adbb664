/**
 * Change: imports the placeholders the myenv plugin writes by their path under `@generated`, because their words
 * belong to this form's page only.
 *
 * 「我的环境」: the form where a reader sets their own values once (Janus address, registration code, device UUID,
 * app_id, MQTT server), kept in this browser only (browser/store.ts) and cleared with one button. Every value is checked
 * before it is saved; a value never leaves the page and is only ever shown as text.
 */
import React, {useId, useState, useSyncExternalStore, type FormEvent, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import placeholders from '@generated/myenv/default/placeholders.json';
import {shown} from '../engine/fill';
import {checkValue, type Checked} from '../engine/validate';
import {clearValues, readValues, saveValues, subscribe} from '../browser/store';
import {transferValues} from '../engine/transfer';
import {copyText} from '@site/src/utils/clipboard';
import {encodeEnvString, EnvStringError} from '@site/src/utils/envString';
import {issueText} from './messages';
import {cls, FormStyles} from './styles';

type Drafts = Record<string, string>;

const noValues = () => null;

function draftsOf(values: Readonly<Record<string, string>> | null): Drafts {
  return Object.fromEntries(placeholders.map((p) => [p.key, values?.[p.key] ?? '']));
}

function Form(): ReactNode {
  const id = useId();
  const saved = useSyncExternalStore(subscribe, readValues, noValues);
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(saved));
  const [issues, setIssues] = useState<Record<string, Extract<Checked, {ok: false}>>>({});
  const [status, setStatus] = useState('');
  const [reveal, setReveal] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof issues = {};
    const values: Record<string, string> = {};
    for (const p of placeholders) {
      if (drafts[p.key].trim() === '') continue;
      const checked = checkValue(p.format, drafts[p.key]);
      if (checked.ok) values[p.key] = checked.value;
      else found[p.key] = checked;
    }
    setIssues(found);
    const wrong = placeholders.filter((p) => found[p.key]);
    if (wrong.length > 0) {
      setStatus(
        translate(
          {id: 'site.myenv.status.invalid', message: '有 {count} 项需要修改，没有保存。'},
          {count: String(wrong.length)},
        ),
      );
      document.getElementById(`${id}-${wrong[0].key}`)?.focus();
      return;
    }
    saveValues(values);
    setDrafts(draftsOf(values));
    setStatus(
      Object.keys(values).length > 0
        ? translate({
            id: 'site.myenv.status.saved',
            message: '已保存在这个浏览器中。本站页面上的示例值已换成你的值，并以底色标出。',
          })
        : translate({id: 'site.myenv.status.cleared', message: '已清除。页面恢复显示示例值。'}),
    );
  };

  const clear = () => {
    clearValues();
    setDrafts(draftsOf(null));
    setIssues({});
    setStatus(translate({id: 'site.myenv.status.cleared', message: '已清除。页面恢复显示示例值。'}));
  };

  // The string the offline Janus API console imports (「导入「我的环境」」): the saved values, never the drafts.
  const exportString = async () => {
    let text: string;
    try {
      text = encodeEnvString(transferValues(saved ?? {}));
    } catch (error) {
      if (!(error instanceof EnvStringError)) throw error;
      setStatus(error.message);
      return;
    }
    setStatus(
      (await copyText(text))
        ? translate({
            id: 'site.myenv.status.exported',
            message:
              '导出字符串已复制（含注册码）。把它粘贴到离线工具（如 Janus API 控制台）的「导入「我的环境」」一栏。',
          })
        : translate({id: 'site.myenv.status.exportFailed', message: '浏览器没有允许复制，请重试。'}),
    );
  };

  return (
    <form className={cls.form} data-myenv-skip="" onSubmit={submit} noValidate aria-label="我的环境">
      <FormStyles />
      {placeholders.map((p) => {
        const field = `${id}-${p.key}`;
        const issue = issues[p.key];
        const value = saved?.[p.key];
        return (
          <div className={cls.field} key={p.key}>
            <label htmlFor={field}>{p.label}</label>
            <input
              id={field}
              className={cls.input}
              type={p.secret && !reveal ? 'password' : 'text'}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="off"
              placeholder={p.sample}
              value={drafts[p.key]}
              onChange={(e) => setDrafts({...drafts, [p.key]: e.target.value})}
              aria-invalid={issue ? true : undefined}
              aria-describedby={`${field}-hint ${field}-state${issue ? ` ${field}-error` : ''}`}
            />
            {p.secret && (
              <label className={cls.hint}>
                <input type="checkbox" checked={reveal} onChange={(e) => setReveal(e.target.checked)} />{' '}
                {translate({id: 'site.myenv.reveal', message: '显示注册码'})}
              </label>
            )}
            {issue && (
              <p id={`${field}-error`} className={cls.error}>
                {issueText(issue)}
              </p>
            )}
            <p id={`${field}-hint`} className={cls.hint}>
              {p.meaning}
            </p>
            <p id={`${field}-state`} className={cls.state}>
              {value
                ? translate(
                    {id: 'site.myenv.state.set', message: '页面显示：{value}（我的环境）'},
                    {value: shown(p, value)},
                  )
                : translate(
                    {id: 'site.myenv.state.sample', message: '页面显示：{sample}（示例值）'},
                    {sample: p.sample},
                  )}
            </p>
          </div>
        );
      })}
      <div className={cls.actions}>
        <button type="submit" className="button button--primary">
          {translate({id: 'site.myenv.save', message: '保存'})}
        </button>
        <button type="button" className="button button--secondary" onClick={clear}>
          {translate({id: 'site.myenv.clear', message: '清除我的环境'})}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void exportString()}>
          {translate({id: 'site.myenv.export', message: '复制导出字符串'})}
        </button>
      </div>
      <p role="status" className={cls.status}>
        {status}
      </p>
    </form>
  );
}

/** Without JavaScript (and on the server) the pages keep their samples, and this says so. */
export default function MyEnvForm(): ReactNode {
  return useIsBrowser() ? (
    <Form />
  ) : (
    <p>
      {translate({
        id: 'site.myenv.noscript',
        message: '「我的环境」需要 JavaScript。浏览器没有运行它时，页面上显示的是示例值，请照常自行替换。',
      })}
    </p>
  );
}
