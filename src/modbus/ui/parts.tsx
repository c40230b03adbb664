/**
 * The pieces every tool is made of: labelled fields whose error is tied to them (aria-invalid, aria-describedby), one
 * status line that screen readers announce when the result settles, and a list of results. Everything a reader types
 * is shown as text; nothing is ever parsed as HTML.
 */
import {useEffect, useId, useState, type ReactNode} from 'react';
import {cls as styles} from './toolStyles';

interface FieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The message saying what is wrong with this field's value, shown under it. */
  error?: string | null;
  hint?: ReactNode;
  multiline?: boolean;
  inputMode?: 'text' | 'numeric' | 'decimal';
  wide?: boolean;
  /** The test and the page's tools find a field by its name. */
  name: string;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  multiline,
  inputMode = 'text',
  wide,
  name,
}: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    autoComplete: 'off',
    autoCapitalize: 'off',
    spellCheck: false,
    className: styles.input,
  } as const;
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

interface SelectProps<T extends string> {
  label: ReactNode;
  value: T;
  onChange: (value: T) => void;
  options: ReadonlyArray<{value: T; label: string}>;
  disabled?: boolean;
  hint?: ReactNode;
  wide?: boolean;
  name: string;
}

export function SelectField<T extends string>({
  label,
  value,
  onChange,
  options,
  disabled,
  hint,
  wide,
  name,
}: SelectProps<T>) {
  const id = useId();
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className={styles.input}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

export function Choice<T extends string>({
  legend,
  value,
  onChange,
  options,
  name,
}: {
  legend: ReactNode;
  value: T;
  onChange: (value: T) => void;
  options: ReadonlyArray<{value: T; label: string}>;
  name: string;
}) {
  const id = useId();
  return (
    <fieldset className={styles.choice}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value}>
          <input
            type="radio"
            name={`${name}-${id}`}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />{' '}
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The result in one sentence, in a live region. The text on screen follows every keystroke; what is announced waits
 * until typing pauses, so a screen reader reads the result once instead of once per character. An error is announced
 * but not repeated on screen, where it stands under the field it is about.
 */
export function Status({text, error}: {text: string; error: boolean}) {
  const [announced, setAnnounced] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(text), 500);
    return () => window.clearTimeout(timer);
  }, [text]);
  return (
    <>
      {!error && (
        <p className={styles.status} aria-hidden="true" data-status>
          {text}
        </p>
      )}
      <p className={styles.srOnly} role="status">
        {announced}
      </p>
    </>
  );
}

/** Results as a definition list: name, then value. */
export function Results({rows}: {rows: ReadonlyArray<[ReactNode, ReactNode] | null | false>}) {
  return (
    <dl className={styles.results}>
      {rows.filter(Boolean).map((row, i) => {
        const [name, value] = row as [ReactNode, ReactNode];
        return (
          <div key={i}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
