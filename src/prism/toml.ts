// Imported by the pages that show `toml` code (src/remark/prismLanguages.ts).
import {registerPrismLanguage} from './register';

registerPrismLanguage(() => require('prismjs/components/prism-toml'));
