/**
 * Importers of the European short-selling registers' exports: one dataset per register (a current
 * register and its archive are separate registers). Disclosure layouts are read by one loader
 * (`./short-positions-load.ts`), aggregate layouts by another (`./short-aggregates-load.ts`).
 *
 * Each register's layout is the one its publisher's export has, where a published column list was found,
 * or else fds's canonical CSV: {@link REGISTER_LAYOUT_SOURCES} says which, for the manual.
 */
import type { AggregateSource, Register } from '../../../engine/short/eu-sources';
import type { AggregateLayoutName } from './short-aggregates-load';
import type { Importer } from './importer';
import type { LayoutName } from './short-positions-load';

const WHOLE =
  'The export is the whole register as published: once accepted it is the register (what it no longer lists is '
  + 'removed, what it adds is added; ingesting the same file again changes nothing), and the register counts as '
  + 'captured from then on. A file without rows is refused, and so is an older export: one whose stated last update '
  + 'is older than the register stored, or whose newest position (or report) is older than the newest of the '
  + 'register stored. A value that cannot be read (a holder, ISIN, LEI, percentage or date) is refused with its '
  + 'line, column and value. The synthetic rows of the register are replaced.';

/** A workbook the publisher distributes, saved as CSV: what every such layout says about the file. */
const SAVED = 'saved as CSV (UTF-8, as a spreadsheet program\'s "CSV UTF-8" writes it)';
const DATES = 'dates yyyy-MM-dd, dd/MM/yyyy or dd.MM.yyyy (a time after the date is ignored)';

const LAYOUT_PROSE: Readonly<Record<LayoutName | AggregateLayoutName, string>> = {
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
  cbi:
    'A sheet of the Central Bank of Ireland\'s workbook "Table of Significant Net Short Positions in Shares" (its '
    + `Public Net Short Positions page), ${SAVED}: the header Position Holder:, Name of the Issuer:, ISIN:, Net short `
    + 'position %:, Position Date: (colons, case and spacing ignored; the sheet\'s empty first column and any title '
    + 'lines above the header are skipped), commas or semicolons. The register states positions as fractions (0.0052 '
    + 'is 0.52%) and they are stored so; a value saved with a % sign (0.52%) is read as percentage points and stored '
    + `as the fraction. Answers give percentage points. ${DATES}. The workbook has a Current sheet and a Historical `
    + 'sheet; one file is one sheet, and the sheet ingested becomes the register. No LEI or publication dates are given (null).',
  cnmv:
    `A sheet of the CNMV's net short positions workbook (NetShortPositions.xls, on its net short positions page), ${SAVED}: `
    + 'the title lines above the header are skipped; the header names Emisor / Issuer, ISIN, Tenedor de la posición / '
    + 'Position holder, Posición corta (%) / Net short position (%) and Fecha posición / Position date (accents, case '
    + 'and spacing ignored); the LEI column is not read, the file not saying whose LEI it is. Semicolons or commas; '
    + `percentages in percentage points with a decimal comma or point; ${DATES}. The workbook keeps current and earlier `
    + 'positions on separate sheets; one file is one sheet, and the sheet ingested becomes the register.',
  knf:
    `The KNF's short selling register table (rss.knf.gov.pl, Rejestr krótkiej sprzedaży), ${SAVED}: the header L.P., `
    + 'Posiadacz pozycji krótkiej, Nazwa papieru, ISIN, Pozycja krótka netto(%), Data obliczenia pozycji, Data ostatniej '
    + 'aktualizacji (L.P. not read; title lines above the header skipped), commas or semicolons, percentages with a '
    + `decimal point or comma, ${DATES}. Nazwa papieru (the security as the KNF names it) is stored as issuerName, Data `
    + 'obliczenia pozycji as positionDate, and Data ostatniej aktualizacji (when the KNF last updated the row) as publicationDate.',
  finfsa:
    'The FIN-FSA\'s export of its net short positions list (finanssivalvonta.fi, Short positions): the header Position '
    + 'holder, Name of the issuer, ISIN, Net short position (%), Date; semicolons (commas also read); percentages with a '
    + `decimal comma or point; ${DATES}. The export of the current list, or of the historical one, is the register as ingested.`,
  banz:
    'The Bundesanzeiger\'s CSV of net short positions (bundesanzeiger.de, Netto-Leerverkaufspositionen, its CSV '
    + 'download): UTF-8 with a byte-order mark, commas, the header Positionsinhaber, Emittent, ISIN, Position, Datum; '
    + 'Position in percentage points with a decimal comma inside quotes ("0,55"); Datum yyyy-MM-dd (dd.MM.yyyy and '
    + 'dd/MM/yyyy also read). The plain download is the current positions, the site\'s filter for historical positions '
    + 'gives a larger file; the file ingested becomes the register. A position written as a bound (<0,5) is refused.',
  canonical:
    'fds\'s canonical disclosure CSV, the fields of a disclosure as columns: holderName, holderLei, issuerName, isin, '
    + 'percentOfIssuedCapital, positionDate, publicationDate, publicationEndDate (holderName, isin, percentOfIssuedCapital '
    + 'and positionDate required; the others may be absent or empty; any order); commas or semicolons; percentages in '
    + `percentage points (0.61, 0,61 or 0.61%); ${DATES}. For the Danish FSA's monthly workbook of notifications, save `
    + 'its sheet as CSV and name the columns so; an exit notification below 0.5% is a row like any other.',
  ssr:
    'Finanstilsynet\'s short sale register export as JSON (ssr.finanstilsynet.no/api/v2/instruments/export-json, or the '
    + 'same body from /api/v2/instruments): an array of instruments, each with isin, issuerName and events; an event '
    + '(the register\'s figure on a date) has date, shortPercent (percentage points), shares and activePositions, each a '
    + 'holder with positionHolder, date, shortPercent and shares of its own. Each event is an observation with the '
    + 'holders listed under it, their own dates and shares kept; the figure is stored as stated, never replaced by the '
    + 'sum of its holders. Dates yyyy-MM-dd. The export covers positions active in the last two years. A bad value is '
    + 'refused with its place, such as [3].events[0].shortPercent, and its value. Finanstilsynet\'s CSV export names no '
    + 'holders and is not read.',
  fi:
    'Finansinspektionen\'s file of aggregated short positions (fi.se, Blankningsregistret, published as a spreadsheet), '
    + `its sheet ${SAVED}: the title lines above the header are skipped; the header names Emittentens namn, Emittentens `
    + 'LEI-kod, Summa blankning % and Positionsdatum senaste position (Positionsdatum also read); semicolons or commas; '
    + `Summa blankning % in percentage points (1,35 or 1.35); ${DATES}. One figure per issuer, matched on its LEI: `
    + 'positions above 0.1% summed by Finansinspektionen, no share class, no holders.',
  'dfsa-daily':
    'fds\'s canonical CSV, the fields of a reported aggregate as columns: isin, issuerName, percentOfIssuedCapital, '
    + 'latestReportedAtLocal (issuerName may be absent or empty); commas or semicolons; percentages in percentage '
    + 'points; latestReportedAtLocal is the local time of the latest report, yyyy-MM-dd HH:mm[:ss] (or with a T), '
    + 'without a zone (a time with a zone is refused); it is not a position date.',
};

/** Where a register's layout comes from: its publisher's export (a column list found published) or fds's canonical CSV. */
type LayoutSource = { published: string } | { canonical: string };

const canonical = (what: string): LayoutSource => ({ canonical: `fds's canonical CSV: no published column list of ${what} was found` });

interface RegisterFile {
  name: string;
  register: Register;
  description: string;
  source: LayoutSource;
  load: { disclosures: LayoutName } | { aggregates: AggregateLayoutName };
}

const FILES: readonly RegisterFile[] = [
  {
    name: 'short-amf-fr', register: 'AMF-France', description: 'AMF (France) net short positions export from data.gouv.fr (semicolons)',
    source: { published: 'the AMF\'s export on data.gouv.fr' }, load: { disclosures: 'amf' },
  },
  {
    name: 'short-afm-nl-current', register: 'AFM-Netherlands-Current', description: 'AFM (Netherlands) current net short positions register (semicolons)',
    source: { published: 'the AFM register\'s CSV download (afm.nl)' }, load: { disclosures: 'afm' },
  },
  {
    name: 'short-afm-nl-history', register: 'AFM-Netherlands-History', description: 'AFM (Netherlands) archived net short positions register (semicolons)',
    source: { published: 'the AFM register\'s CSV download (afm.nl)' }, load: { disclosures: 'afm' },
  },
  {
    name: 'short-fsma-be-current', register: 'FSMA-Belgium-Current', description: 'FSMA (Belgium) current net short positions (decimal commas)',
    source: { published: 'the FSMA\'s CSV export (fsma.be)' }, load: { disclosures: 'fsma' },
  },
  {
    name: 'short-fsma-be-history', register: 'FSMA-Belgium-History', description: 'FSMA (Belgium) historical net short positions (decimal commas)',
    source: { published: 'the FSMA\'s CSV export (fsma.be)' }, load: { disclosures: 'fsma' },
  },
  {
    name: 'short-fca-uk-current', register: 'FCA-UK-Current', description: 'FCA (UK) net short positions daily update, current positions (CSV)',
    source: { published: 'the FCA\'s daily update (fca.org.uk)' }, load: { disclosures: 'fca' },
  },
  {
    name: 'short-fca-uk-history', register: 'FCA-UK-History', description: 'FCA (UK) historical net short positions (CSV)',
    source: { published: 'the FCA\'s daily update (fca.org.uk)' }, load: { disclosures: 'fca' },
  },
  {
    name: 'short-cbi-ie', register: 'CBI-Ireland', description: 'Central Bank of Ireland net short positions, a workbook sheet saved as CSV (fractions)',
    source: { published: 'the Central Bank of Ireland\'s workbook Table of Significant Net Short Positions in Shares (centralbank.ie, Public Net Short Positions), its header row' },
    load: { disclosures: 'cbi' },
  },
  {
    name: 'short-cnmv-es', register: 'CNMV-Spain', description: 'CNMV (Spain) net short positions, a workbook sheet saved as CSV',
    source: { published: 'the CNMV\'s workbook NetShortPositions.xls (cnmv.es), its bilingual header row' }, load: { disclosures: 'cnmv' },
  },
  {
    name: 'short-knf-pl', register: 'KNF-Poland', description: 'KNF (Poland) short selling register table saved as CSV',
    source: { published: 'the KNF\'s register table (rss.knf.gov.pl), its column headings' }, load: { disclosures: 'knf' },
  },
  {
    name: 'short-finfsa-fi', register: 'FINFSA-Finland', description: 'FIN-FSA (Finland) net short positions export (semicolons)',
    source: { published: 'the FIN-FSA\'s export of its net short positions table (finanssivalvonta.fi), the column titles it exports' },
    load: { disclosures: 'finfsa' },
  },
  {
    name: 'short-banz-de', register: 'BAnz-Germany', description: 'Bundesanzeiger (Germany) net short positions CSV',
    source: { published: 'the Bundesanzeiger\'s CSV download of net short positions (bundesanzeiger.de)' }, load: { disclosures: 'banz' },
  },
  {
    name: 'short-dfsa-dk', register: 'DFSA-Denmark', description: "Danish FSA monthly notifications, in fds's canonical disclosure CSV",
    source: canonical('the Danish FSA\'s monthly workbook'), load: { disclosures: 'canonical' },
  },
  {
    name: 'short-finanstilsynet-no', register: 'Finanstilsynet-Norway', description: 'Finanstilsynet (Norway) short sale register export (JSON, with holders)',
    source: { published: 'Finanstilsynet\'s OpenAPI description of the short sale register API (ssr.finanstilsynet.no/api/v2/openapi.json)' },
    load: { aggregates: 'ssr' },
  },
  {
    name: 'short-fi-se', register: 'FI-Sweden', description: 'Finansinspektionen (Sweden) aggregated short positions per issuer, saved as CSV',
    source: { published: 'Finansinspektionen\'s aggregated positions file (fi.se, Blankningsregistret), its header row' }, load: { aggregates: 'fi' },
  },
  {
    name: 'short-dfsa-dk-daily', register: 'DFSA-Denmark-Daily', description: "Danish FSA daily aggregates, in fds's canonical CSV",
    source: canonical('the Danish FSA\'s daily aggregates'), load: { aggregates: 'dfsa-daily' },
  },
];

const layoutOf = (file: RegisterFile): LayoutName | AggregateLayoutName => ('disclosures' in file.load ? file.load.disclosures : file.load.aggregates);

const toImporter = (file: RegisterFile): Importer => ({
  name: file.name,
  description: file.description,
  manual: `Loads the ${file.register} register. ${LAYOUT_PROSE[layoutOf(file)]} ${WHOLE}`,
  extensions: 'aggregates' in file.load && file.load.aggregates === 'ssr' ? ['.json'] : ['.csv', '.txt'],
  load: async (input) => {
    const { load } = file;
    if ('disclosures' in load) return (await import('./short-positions-load')).loadRegister(file.register, load.disclosures, input);
    return (await import('./short-aggregates-load')).loadAggregates(file.register as AggregateSource, load.aggregates, input);
  },
});

export const shortRegisterImporters: readonly Importer[] = FILES.map(toImporter);

/** Per register with an importer: where its layout comes from, as the manual says it. */
export const REGISTER_LAYOUT_SOURCES: ReadonlyMap<Register, string> = new Map(
  FILES.map((file) => [file.register, 'published' in file.source ? `the published column list of ${file.source.published}` : file.source.canonical]),
);
