/** The reading code of the `index-holdings` importer (layouts in `./index-holdings.ts`). */
import { readFile } from 'node:fs/promises';
import { fileProblem, readerDetail } from '../problems';
import type { Importer } from './importer';
import { readHoldingsCsv } from './index-holdings-csv';
import { readNportHoldings } from './index-holdings-nport';
import { storeHoldings } from './index-holdings-store';

export const load: Importer['load'] = async (input) => {
  let text: string;
  try {
    text = await readFile(input.file, 'utf8');
  } catch (error) {
    throw fileProblem(input.file, `cannot be read (${readerDetail(error)})`);
  }
  const list = input.extension === '.xml' ? readNportHoldings(input.file, text) : readHoldingsCsv(input.file, text);
  return storeHoldings(input, list, input.extension === '.xml' ? 'xml' : 'csv');
};
