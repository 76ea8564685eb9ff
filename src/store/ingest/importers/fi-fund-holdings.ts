/**
 * Importer of Finansinspektionen's quarterly fund holdings (Fondinnehav per kvartal): the XML report of
 * one Swedish UCITS fund and quarter, every position row kept as reported, every revision kept.
 */
import type { Importer } from './importer';

export const fiFundHoldingsImporter: Importer = {
  name: 'fi-fund-holdings',
  description: "Finansinspektionen's quarterly fund holdings report of one Swedish fund (XML)",
  manual:
    "One fund's report from Finansinspektionen's quarterly publication of Swedish UCITS funds' holdings (Fondinnehav "
    + 'per kvartal): FI publishes a zip archive per quarter holding one XML file per fund; unpack it and ingest the '
    + 'folder (each file is loaded on its own). The XML is in the namespace '
    + 'http://schemas.fi.se/publika/vardepappersfonder/20200331, prefixed or not, whatever its root element is called. Read: '
    + 'Rapportinformation/Kvartalsslut '
    + '(the quarter-end date, required: yyyy-03-31, -06-30, -09-30 or -12-31); Bolagsinformation/Fondbolag_namn and '
    + 'Fondbolag_institutnummer (the management company); Fondinformation/Fond_institutnummer (the fund\'s identity, '
    + 'required), Fond_namn (required), Fond_ISIN-kod (as reported, never the identity) and Fondförmögenhet (fund '
    + 'assets, SEK); and every FinansiellaInstrument/FinansielltInstrument, in report order: Instrumentnamn, '
    + 'ISIN-kod_instrument, Tillgångsslag_enligt_LVF_5_kap, Landkod_Emittent, Valuta, Antal, '
    + 'Kurs_som_använts_vid_värdering_av_instrumentet, Valutakurs_instrument, Marknadsvärde_instrument (SEK) and '
    + 'Andel_av_fondförmögenhet_instrument (percent of fund assets). Numbers are XML decimals (a decimal comma and '
    + 'spaces between thousands are read too). Every position row is stored as its own row with its place in the '
    + 'report, so a position reported twice stays two rows. A document that is not well-formed XML is refused naming '
    + 'its line; one without Fondinformation, the fund\'s institute number or name, or a quarter-end Kvartalsslut is '
    + 'refused naming the element; a value that is not a number is refused listing each with its line and element. '
    + 'Key: fund institute number, quarter and the file\'s sha256 (a revision). Re-ingesting the same file adds '
    + 'nothing; a different file of the same fund and quarter (FI\'s revised report) is stored as a new revision, '
    + 'and reads use the revision captured last. A real report of a quarter replaces every synthetic report of that '
    + 'quarter.',
  extensions: ['.xml'],
  load: async (input) => (await import('./fi-fund-holdings-load')).load(input),
};
