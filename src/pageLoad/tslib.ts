/**
 * Change: what @docusaurus/utils-common's `require("tslib")` resolves to in the browser build (./plugin.ts), because a
 * CommonJS require of tslib keeps every one of its helpers in the main bundle, where this is the one it calls.
 */
export {__importDefault} from 'tslib';
