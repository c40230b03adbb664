/** Change: copies the reader's values of「我的环境」in place of the placeholders, because the original copies the samples (src/myenv/theme/CopyButton.tsx). */
export {default} from '@site/src/myenv/theme/CopyButton';
