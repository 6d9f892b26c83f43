/**
 * A worker thread of the console's sync (hcdc.ts `parseDatasetsPageOffThread`, run by piscina): reads one
 * Public Datasets page, so a large page never holds the server's event loop.
 */
import { parseDatasetsPage, type DatasetsPage } from './hcdc';

export default function parse(html: string): DatasetsPage {
  return parseDatasetsPage(html);
}
