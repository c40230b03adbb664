/**
 * The four tools in one chunk. Loaded apart, each chunk carried the engine, the messages and the register maps again
 * (the bundler does not split what async chunks share), so a page that opened its four tools loaded them four times.
 */
export {default as address} from './AddressTool';
export {default as value} from './ValueTool';
export {default as checksum} from './ChecksumTool';
export {default as frame} from './FrameTool';
