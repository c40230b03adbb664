// Imported by the pages that show `ini` code (src/remark/prismLanguages.ts).
import {registerPrismLanguage} from './register';

registerPrismLanguage(() => require('prismjs/components/prism-ini'));
