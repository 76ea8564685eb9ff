/**
 * Importers of the European short-selling registers' exports: one dataset per register (a current
 * register and its archive are separate registers), read by one loader (`./short-positions-load.ts`).
 */
import type { Register } from '../../../engine/short/eu-sources';
import type { Importer } from './importer';
import type { LayoutName } from './short-positions-load';

const WHOLE =
  'The export is the whole register as published: once accepted it is the register (positions it no longer lists are '
  + 'removed, new ones added; ingesting the same file again changes nothing), and the register counts as captured from '
  + 'then on. A file without rows, or one whose stated last update is older than the register stored, is refused. A '
  + 'holder, ISIN, percentage or date that cannot be read is refused with its line, column and value. The synthetic '
  + 'rows of the register are replaced.';

const LAYOUT_PROSE: Readonly<Record<LayoutName, string>> = {
  amf:
    'The AMF export published on data.gouv.fr (every net short position made public since 1 November 2012): fields '
    + 'separated by semicolons, a header naming Detenteur de la position courte nette, Legal Entity Identifier detenteur, '
    + 'Emetteur / issuer, Ratio, code ISIN, Date de debut position, Date de debut de publication position and Date de '
    + 'fin de publication position (accents and case ignored, any order); UTF-8. Ratio is in percentage points, with a '
    + 'decimal point or comma; dates yyyy-MM-dd (dd/MM/yyyy also read). An empty end date means the position is still '
    + 'published. This layout is tested on files written in it, not on a published file.',
  afm:
    'The AFM export as its register page downloads it: fields separated by semicolons, every field quoted, the header '
    + '"Position holder";"Name of the issuer";"ISIN";"Net short position";"Position date", percentages with a decimal '
    + 'point, dates yyyy-MM-dd 00:00:00; after the rows a blank line and the footer lines "Disclaimer AFM CSV" and '
    + '"Date last update 12 Aug 2025", whose date becomes sourceModifiedAt. No LEI or publication dates are given (null). '
    + 'Tested on a published file.',
  fsma:
    'The FSMA export: fields separated by commas, quoted where the exporter chose to, the header "Position date", '
    + '"Change Position Date", Issuer, ISIN, "Position holder", "Net short position", dates dd/MM/yyyy, percentages '
    + 'with a decimal comma inside quotes ("0,53"), no newline after the last row. Change Position Date (empty in the '
    + 'current register) is stored as publicationEndDate. Tested on a published file.',
  fca:
    'The FCA daily update of net short positions saved as CSV: fields separated by commas, the header POSITION HOLDER, '
    + 'NAME OF THE ISSUER, ISIN, NET SHORT POSITION, "DATE POSITION WAS CREATED, CHANGED OR CANCELLED" (case ignored; '
    + 'Name of Share Issuer, Net Short Position (%) and Position Date also read), percentages with a % sign (0.84%), '
    + 'dates yyyy-MM-dd, CRLF line ends, no newline after the last row. Each row is one named position. Stored whatever '
    + 'the deployment\'s permission; the UK reports serve it only under the permission. Tested on a published file.',
};

const registerImporter = (name: string, register: Register, layout: LayoutName, description: string): Importer => ({
  name,
  description,
  manual: `Loads the ${register} register. ${LAYOUT_PROSE[layout]} ${WHOLE}`,
  extensions: ['.csv', '.txt'],
  load: async (input) => (await import('./short-positions-load')).loadRegister(register, layout, input),
});

export const shortRegisterImporters: readonly Importer[] = [
  registerImporter('short-amf-fr', 'AMF-France', 'amf', "AMF (France) net short positions export from data.gouv.fr (semicolons)"),
  registerImporter('short-afm-nl-current', 'AFM-Netherlands-Current', 'afm', 'AFM (Netherlands) current net short positions register (semicolons)'),
  registerImporter('short-afm-nl-history', 'AFM-Netherlands-History', 'afm', 'AFM (Netherlands) archived net short positions register (semicolons)'),
  registerImporter('short-fsma-be-current', 'FSMA-Belgium-Current', 'fsma', 'FSMA (Belgium) current net short positions (decimal commas)'),
  registerImporter('short-fsma-be-history', 'FSMA-Belgium-History', 'fsma', 'FSMA (Belgium) historical net short positions (decimal commas)'),
  registerImporter('short-fca-uk-current', 'FCA-UK-Current', 'fca', 'FCA (UK) net short positions daily update, current positions (CSV)'),
  registerImporter('short-fca-uk-history', 'FCA-UK-History', 'fca', 'FCA (UK) historical net short positions (CSV)'),
];
