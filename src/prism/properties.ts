// Imported by the pages that show `properties` code (src/remark/prismLanguages.ts).
import {registerPrismLanguage} from './register';

registerPrismLanguage(() => require('prismjs/components/prism-properties'));
