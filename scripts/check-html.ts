/**
 * npm run check:html — after a build: every built page checked by html-validate 10 (recommended preset). The build's
 * minifier leaves out optional end tags (</p>, </li>, </tbody>), which html-validate's parser reads as structure
 * errors, so each page is first parsed and serialized by parse5, the HTML standard's parser, as a browser would see
 * it. The rules turned off below are each about Docusaurus's own markup or about that serialization, and say why.
 * Usage: tsx scripts/check-html.ts [build dir]
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse, serialize} from 'parse5';
import {HtmlValidate, type ConfigData} from 'html-validate';

export const CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // parse5 writes every attribute as name="value": a boolean one as disabled="" and an empty one as hidden="".
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Docusaurus's theme: the announcement bar is a div with role="banner", the skip link's target a div with
    // role="region", collapsible sidebar categories are links with role="button".
    'prefer-native-element': 'off',
    // Docusaurus's theme: the announcement bar's background colour, and prism-react-renderer's code block
    // background and colour on each <pre>, are style attributes (the tokens' colours are classes: src/prism).
    'no-inline-style': 'off',
    // Docusaurus's root and skip-link ids start with underscores (__docusaurus, __docusaurus_skipToContent_fallback).
    'valid-id': 'off',
    // Docusaurus's footer marks its external-link icon (an <svg>) with aria-label.
    'aria-label-misuse': 'off',
  },
};

function builtPages(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return builtPages(file);
    return e.name.endsWith('.html') ? [file] : [];
  });
}

/** Each problem as `page: rule: message (selector)`. */
export async function checkHtml(buildDir: string): Promise<string[]> {
  const validator = new HtmlValidate(CONFIG);
  const problems: string[] = [];
  for (const file of builtPages(buildDir)) {
    // As a browser with scripting off reads <noscript>: its content is markup to check, not text.
    const html = serialize(parse(fs.readFileSync(file, 'utf8'), {scriptingEnabled: false}));
    const report = await validator.validateString(html, file);
    for (const result of report.results)
      for (const m of result.messages)
        problems.push(`${path.relative(buildDir, file)}: ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);
  }
  return problems;
}

if (require.main === module) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const started = Date.now();
  void checkHtml(buildDir).then((problems) => {
    for (const p of problems) console.log(p);
    const pages = builtPages(buildDir).length;
    console.log(
      `check-html: ${pages} pages, ${problems.length} problems; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    process.exit(problems.length ? 1 : 0);
  });
}
