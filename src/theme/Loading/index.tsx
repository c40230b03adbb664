/**
 * Change: replaces the theme-fallback Loading (it cannot be wrapped), because its "Retry" is hard-coded English and its
 * red box fails WCAG AA contrast. Behaviour is the original's: nothing before react-loadable's 200 ms delay, then the
 * spinner (1.5 s and 3 s animations); on a failed chunk, the error with a retry button, in Chinese via translate().
 */
import type {ReactNode} from 'react';
import type {LoadingComponentProps as Props} from 'react-loadable';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

const RING = {dur: '3s', calcMode: 'linear', repeatCount: 'indefinite'} as const;

export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p>{translate({id: 'theme.loading.error', message: '页面加载失败，请检查网络后重试。'})}</p>
        <p className={styles.cause}>{String(error)}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          {translate({id: 'theme.loading.retry', message: '重试'})}
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.spinner}>
      <svg width="128" height="110" viewBox="0 0 45 45" stroke="var(--ifm-color-primary)" aria-hidden="true">
        <g fill="none" fillRule="evenodd" transform="translate(1 1)" strokeWidth="2">
          {['1.5s', '3s'].map((begin) => (
            <circle key={begin} cx="22" cy="22" r="6" strokeOpacity="0">
              <animate attributeName="r" begin={begin} values="6;22" {...RING} />
              <animate attributeName="stroke-opacity" begin={begin} values="1;0" {...RING} />
              <animate attributeName="stroke-width" begin={begin} values="2;0" {...RING} />
            </circle>
          ))}
          <circle cx="22" cy="22" r="8">
            <animate
              attributeName="r"
              begin="0s"
              dur="1.5s"
              values="6;1;2;3;4;5;6"
              calcMode="linear"
              repeatCount="indefinite"
            />
          </circle>
        </g>
      </svg>
      <span className={styles.srOnly}>{translate({id: 'theme.loading.label', message: '正在加载'})}</span>
    </div>
  );
}
