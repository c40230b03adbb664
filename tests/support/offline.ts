import {expect, type Locator} from '@playwright/test';

const SAVED = '已离线保存本产品文档';

/**
 * Waits until a family's offline panel says the family is saved. Saving hundreds of files takes minutes on a loaded
 * machine, so no total time is set: it fails only when the progress the panel shows stops moving for a minute.
 */
export async function untilSaved(panel: Locator): Promise<void> {
  const status = panel.getByRole('status');
  for (;;) {
    const text = (await status.textContent()) ?? '';
    if (text.includes(SAVED)) return;
    await expect(status, `saving stopped moving at 「${text}」`).not.toHaveText(text, {timeout: 60_000});
  }
}
