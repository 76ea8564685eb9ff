/**
 * Reading one report of Finansinspektionen's quarterly fund holdings (Fondinnehav per kvartal): the XML
 * FI publishes per Swedish UCITS fund and quarter (namespace
 * http://schemas.fi.se/publika/vardepappersfonder/20200331). Element facts: `Rapportinformation` holds
 * `Kvartalsslut` (the quarter-end date); `Bolagsinformation` the management company (`Fondbolag_namn`,
 * `Fondbolag_institutnummer`); `Fondinformation` the fund (`Fond_namn`, `Fond_institutnummer`,
 * `Fond_ISIN-kod`, `Fondförmögenhet` in SEK) and, under `FinansiellaInstrument`, one
 * `FinansielltInstrument` per position: `Instrumentnamn`, `ISIN-kod_instrument`, `Landkod_Emittent`,
 * `Valuta`, `Tillgångsslag_enligt_LVF_5_kap`, `Antal`, `Kurs_som_använts_vid_värdering_av_instrumentet`,
 * `Valutakurs_instrument`, `Marknadsvärde_instrument` (SEK) and `Andel_av_fondförmögenhet_instrument`
 * (percent of the fund's assets).
 */
import { isQuarterEnd } from '../../../engine/funds/se-positions-source';
import { fileProblem, type FileIssue } from '../problems';
import { child, descendant, textAt, type XmlElement } from './xml';

/** The repeated element of a report: one position. */
export const POSITION = 'FinansielltInstrument';

/**
 * A number as the report writes it: an XML decimal (1234.5), with spaces grouping thousands or a decimal
 * comma read too; null for anything else.
 */
export function fiNumber(raw: string): number | null {
  let text = raw.replace(/[\s\u00a0]/g, '');
  if (text.includes(',') && !text.includes('.')) text = text.replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export interface FiReport {
  instituteNumber: string;
  periodEnd: string;
  fundName: string;
  fundIsin: string | null;
  companyName: string | null;
  companyInstituteNumber: string | null;
  fundAssetsSek: number | null;
}

/** The text of the first `name` element anywhere below `element`, null when absent or empty. */
const below = (element: XmlElement | undefined, name: string): XmlElement | undefined => (element === undefined ? undefined : descendant(element, name));
const textBelow = (element: XmlElement | undefined, name: string): string | null => {
  const text = below(element, name)?.text ?? '';
  return text === '' ? null : text;
};

/** The report's own elements, or the refusal naming the element that is missing or wrong. */
export function fiReport(file: string, root: XmlElement): FiReport {
  const fund = child(root, 'Fondinformation');
  if (fund === undefined) throw fileProblem(file, 'is not a Finansinspektionen fund holdings report: no <Fondinformation>');
  const required = (parent: XmlElement | undefined, name: string, where: string): string => {
    const text = textBelow(parent, name);
    if (text === null) throw fileProblem(file, `has no <${name}> in ${where}`);
    return text;
  };
  const periodEnd = textBelow(root, 'Kvartalsslut');
  if (periodEnd === null) throw fileProblem(file, 'has no <Kvartalsslut> (the quarter-end date) in Rapportinformation');
  if (!isQuarterEnd(periodEnd)) throw fileProblem(file, `has <Kvartalsslut> "${periodEnd}", not a calendar quarter-end date in yyyy-MM-dd form`);
  const assets = textBelow(fund, 'Fondförmögenhet');
  const fundAssetsSek = assets === null ? null : fiNumber(assets);
  if (assets !== null && fundAssetsSek === null) throw fileProblem(file, `has <Fondförmögenhet> "${assets}", not a number`);
  const company = child(root, 'Bolagsinformation');
  return {
    instituteNumber: required(fund, 'Fond_institutnummer', 'Fondinformation'),
    periodEnd,
    fundName: required(fund, 'Fond_namn', 'Fondinformation'),
    fundIsin: textBelow(fund, 'Fond_ISIN-kod'),
    companyName: textBelow(company, 'Fondbolag_namn'),
    companyInstituteNumber: textBelow(company, 'Fondbolag_institutnummer'),
    fundAssetsSek,
  };
}

export interface FiPosition {
  rowNumber: number;
  instrumentName: string | null;
  isin: string | null;
  assetType: string | null;
  issuerCountry: string | null;
  currency: string | null;
  quantity: number | null;
  price: number | null;
  fxRate: number | null;
  marketValueSek: number | null;
  percentOfFundAssets: number | null;
}

/** One position's fields, the `rowNumber`th of the report; a value that is not a number is recorded in `issues`. */
export function fiPosition(entry: XmlElement, rowNumber: number, issues: FileIssue[]): FiPosition {
  const number = (name: string): number | null => {
    const element = child(entry, name);
    const raw = element?.text ?? '';
    if (element === undefined || raw === '') return null;
    const value = fiNumber(raw);
    if (value === null) issues.push({ line: element.line, column: name, value: raw, problem: 'is not a number' });
    return value;
  };
  return {
    rowNumber,
    instrumentName: textAt(entry, 'Instrumentnamn'),
    isin: textAt(entry, 'ISIN-kod_instrument')?.toUpperCase() ?? null,
    assetType: textAt(entry, 'Tillgångsslag_enligt_LVF_5_kap'),
    issuerCountry: textAt(entry, 'Landkod_Emittent'),
    currency: textAt(entry, 'Valuta'),
    quantity: number('Antal'),
    price: number('Kurs_som_använts_vid_värdering_av_instrumentet'),
    fxRate: number('Valutakurs_instrument'),
    marketValueSek: number('Marknadsvärde_instrument'),
    percentOfFundAssets: number('Andel_av_fondförmögenhet_instrument'),
  };
}
