// Imported by the pages that show `bash` code (src/remark/prismLanguages.ts).
import {registerPrismLanguage} from './register';

registerPrismLanguage(() => require('prismjs/components/prism-bash'));
