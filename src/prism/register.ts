/**
 * Registers a Prism language from prismjs/components in the Prism instance the code blocks use (prism-react-renderer's).
 * The component files expect a global `Prism`; it exists only while the file runs, as in Docusaurus's own loader.
 */
import {Prism} from 'prism-react-renderer';

export function registerPrismLanguage(load: () => unknown): void {
  const scope = globalThis as {Prism?: typeof Prism};
  scope.Prism = Prism;
  try {
    load();
  } finally {
    delete scope.Prism;
  }
}
