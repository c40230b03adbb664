// Change: copies the reader's values (「我的环境」) in place of the placeholders, because the original copies the samples.
export {default} from '@site/src/myenv/theme/CopyButton';
