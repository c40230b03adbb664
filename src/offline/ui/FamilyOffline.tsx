/**
 * 「离线保存本产品文档」: saves every page, script, image and diagram of one product family, the pages every family shares
 * (src/offline/families.ts) and the search index on this device, with the size before it starts, a progress bar while
 * the worker downloads, a way to remove the copy, and a message when the browser refuses the space. Rendered on each
 * family's first page and at the foot of the doc sidebar, by ./OfflinePanel.tsx, which loads it when it is needed.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {useFamilyOffline, type OfflineState} from './useFamilyOffline';
import {formatBytes} from './formatBytes';
import styles from './styles.module.css';

export interface FamilyOfflineProps {
  familyId: string;
  /** The sidebar's panel: its list and size are loaded when the reader asks (or `wanted`: asked already). */
  compact?: boolean;
  wanted?: boolean;
  /** Known before this panel was loaded (./OfflinePanel.tsx): saved or not. */
  initialState?: OfflineState;
}

export default function FamilyOffline({
  familyId,
  compact = false,
  wanted = false,
  initialState,
}: FamilyOfflineProps): ReactNode {
  const {family, sharedPages, bytes, state, load, save, remove} = useFamilyOffline(
    familyId,
    !compact || wanted,
    initialState,
  );
  if (state.kind === 'loading') return null;
  const label = translate({
    id: 'offline.family.region',
    message: '离线保存本产品文档',
    description: 'Label of the offline panel of a family',
  });
  return (
    <section
      className={clsx(styles.panel, compact && styles.compact)}
      aria-label={label}
      data-offline-family={familyId}
    >
      {state.kind === 'saved' ? (
        <>
          <p className={styles.status} role="status">
            {state.current !== false ? (
              <Translate id="offline.family.saved">{'已离线保存本产品文档，断网后仍可阅读和搜索。'}</Translate>
            ) : (
              <Translate id="offline.family.stale">{'已离线保存本产品文档，联网时会自动更新到最新版本。'}</Translate>
            )}
          </p>
          <button type="button" className="button button--sm button--secondary" onClick={() => void remove()}>
            <Translate id="offline.family.remove">移除离线副本</Translate>
          </button>
        </>
      ) : state.kind === 'saving' ? (
        <>
          <p className={styles.status} role="status">
            <Translate
              id="offline.family.progress"
              values={{done: state.done, total: state.total, size: formatBytes(state.bytes)}}
            >
              {'正在保存：{done} / {total} 个文件，已下载 {size}'}
            </Translate>
          </p>
          <progress className={styles.progress} max={state.total} value={state.done} />
        </>
      ) : !family ? (
        // The sidebar's panel: the family's list and size are loaded when the reader asks, then shown before saving.
        <button type="button" className="button button--sm button--secondary" onClick={load}>
          <Translate id="offline.family.save">离线保存本产品文档</Translate>
        </button>
      ) : (
        <>
          <button type="button" className="button button--sm button--primary" onClick={() => void save()}>
            {compact ? (
              <Translate id="offline.family.start">开始保存</Translate>
            ) : (
              <Translate id="offline.family.save">离线保存本产品文档</Translate>
            )}
          </button>
          <p className={styles.hint}>
            <Translate
              id="offline.family.size"
              values={{pages: family.pages.length + sharedPages, size: formatBytes(bytes ?? family.bytes)}}
            >
              {'{pages} 个页面及搜索索引，共约 {size}'}
            </Translate>
          </p>
          {state.kind === 'error' && (
            <p className={styles.error} role="alert">
              {state.reason === 'quota' ? (
                state.needed !== undefined ? (
                  <Translate
                    id="offline.family.quotaNeeded"
                    values={{needed: formatBytes(state.needed), available: formatBytes(state.available ?? 0)}}
                  >
                    {'存储空间不足：需要约 {needed}，浏览器只允许本站再使用 {available}。请清理设备空间后重试。'}
                  </Translate>
                ) : (
                  <Translate id="offline.family.quotaFull">
                    {'存储空间不足，未能保存：浏览器给本站的空间已用完。已下载的部分已删除，请清理设备空间后重试。'}
                  </Translate>
                )
              ) : state.reason === 'refused' ? (
                <Translate id="offline.family.refused">
                  {'浏览器拒绝了本站的存储请求（例如处于无痕模式），无法离线保存。'}
                </Translate>
              ) : (
                <Translate id="offline.family.network">
                  {'网络中断，未能保存完整。已保存的内容保持不变，请联网后重试。'}
                </Translate>
              )}
            </p>
          )}
        </>
      )}
    </section>
  );
}
