/**
 * Change: imports the patterns the myenv plugin writes by their path under `@generated`, because they are data of the
 * build that only the code using them needs (as browser/apply.ts).
 *
 * The page's own words for a text read off it: where the reader's values fill the page, the placeholders' samples
 * instead. A report's quoted selection (src/feedback) goes through it, so the values stay in this browser.
 */
import patterns from '@generated/myenv/default/patterns.json';
import {unfillText} from '../engine/fill';
import {readValues} from './store';

export function withSamples(text: string): string {
  const values = readValues();
  return values ? unfillText(text, patterns, values) : text;
}
