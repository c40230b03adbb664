/**
 * Writes the index of a built site into outDir/search-index/ (an earlier index there is replaced): every page read
 * (./extract.ts), then the manifest and shards (./indexWriter.ts). The plugin (./plugin.ts) runs this file in a worker
 * thread; tests and the search bench call writeSearchIndex directly.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {isMainThread, parentPort, workerData} from 'node:worker_threads';
import {INDEX_DIR} from '../engine/format';
import {extractSite} from './extract';
import {writeIndex, type GlossaryTerms} from './indexWriter';

export interface IndexJob {
  outDir: string;
  routes: string[];
  baseUrl: string;
  /** The thesaurus groups (./thesaurus.ts), read by the caller: the bundled worker does not sit beside canon/. */
  thesaurus: string[][];
  /** The glossary's terms (./thesaurus.ts), read by the caller for the same reason. */
  glossary?: GlossaryTerms;
}

/** Returns the number of files written. */
export async function writeSearchIndex({outDir, routes, baseUrl, thesaurus, glossary}: IndexJob): Promise<number> {
  const {lang, pages} = await extractSite(outDir, routes, baseUrl);
  const files = writeIndex(pages, lang, {baseUrl, thesaurus, ...(glossary ? {glossary} : {})});
  const dir = path.join(outDir, INDEX_DIR);
  await fs.rm(dir, {recursive: true, force: true});
  await fs.mkdir(dir, {recursive: true});
  await Promise.all([...files].map(([name, data]) => fs.writeFile(path.join(dir, name), JSON.stringify(data))));
  return files.size;
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  void writeSearchIndex(workerData as IndexJob).then((files) => port.postMessage(files));
}
