// Imported by the pages that show `shell-session` code (src/remark/prismLanguages.ts); it extends bash.
import './bash';
import {registerPrismLanguage} from './register';

registerPrismLanguage(() => require('prismjs/components/prism-shell-session'));
