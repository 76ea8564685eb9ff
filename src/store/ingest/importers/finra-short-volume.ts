/**
 * Importer of FINRA's Reg SHO daily short-sale volume files: the consolidated NMS file (`CNMSshvol…`)
 * and the per-facility files (`FNSQshvol…`, `FNQCshvol…`, `FNYXshvol…`, `FNRAshvol…`, `FORFshvol…`).
 * Pipe-delimited, `Date|Symbol|ShortVolume|ShortExemptVolume|TotalVolume|Market`, then a trailer line
 * holding the record count. The file name says which file it is; the consolidated row wins over facility
 * rows when read (see `../../tables/short-selling.ts`).
 */
import type { Importer } from './importer';

export const finraShortVolumeImporter: Importer = {
  name: 'finra-short-volume',
  description: 'FINRA Reg SHO daily short-sale volume (the consolidated CNMSshvol file and the facility files)',
  manual:
    'FINRA\'s Reg SHO daily short-sale volume file as posted: pipe-delimited with the header '
    + 'Date|Symbol|ShortVolume|ShortExemptVolume|TotalVolume|Market, one row per security, and a last line holding only '
    + 'the count of records, which must equal the rows read (a file whose trailer is missing or disagrees is refused as '
    + 'cut). Date is yyyyMMdd; volumes are shares and may be fractional (6 decimals), stored as filed; Market is one '
    + 'reporting-facility letter or a comma list (B,Q,N). The file name says which file it is: CNMSshvol (the '
    + 'consolidated file of exchange-listed securities across the TRFs and the ADF), FNSQshvol (FINRA/Nasdaq TRF '
    + 'Carteret), FNQCshvol (FINRA/Nasdaq TRF Chicago), FNYXshvol (FINRA/NYSE TRF), FNRAshvol (ADF) or FORFshvol (ORF, OTC '
    + 'equities), followed by the date; a file named otherwise is refused, since its rows would be counted twice or not '
    + 'at all. The consolidated row of a security and day is the sum of its facility rows: both are stored, by facility, '
    + 'and a day\'s figure is the consolidated row when one is stored, else the sum of the facility rows. Symbols are '
    + 'matched to listings (BRK/B, BRK.B and BRKB are BRK-B; case is ignored); a symbol that matches none is stored as '
    + 'filed and named in the summary. The key is the listing, the date and the facility: a file ingested again adds '
    + 'nothing, and an updated file replaces the rows whose figures changed. The synthetic short volume of the listings '
    + 'the file names is replaced.',
  extensions: ['.txt'],
  load: async (input) => (await import('./finra-short-volume-load')).load(input),
};
