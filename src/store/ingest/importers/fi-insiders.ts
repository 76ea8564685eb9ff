/**
 * Importer of Finansinspektionen's insider register export (Insynsregistret): a semicolon-separated file
 * with Swedish (or English) headers and decimal commas.
 */
import type { Importer } from './importer';

export const fiInsidersImporter: Importer = {
  name: 'fi-insiders',
  description: "Finansinspektionen's insider register export (semicolon CSV, Swedish headers)",
  manual:
    "The insider register export of Finansinspektionen (Sweden's financial supervisor) as its search page downloads it: "
    + 'fields separated by semicolons, a header of Swedish names (Publiceringsdatum, Emittent, LEI-kod, Anmälningsskyldig, '
    + 'Person i ledande ställning, Befattning, Närstående, Korrigering, Beskrivning av korrigering, Är '
    + 'förstagångsrapportering, Är kopplad till aktieprogram, Karaktär, Instrumenttyp, Instrumentnamn, ISIN, '
    + 'Transaktionsdatum, Volym, Volymsenhet, Pris, Valuta, Handelsplats, Status) or their English equivalents, in any '
    + 'order; UTF-8 (with or without a byte-order mark) or UTF-16. Numbers use a decimal comma (149,6959), spaces may '
    + 'group thousands; Ja/Nej (Yes/No) flags; publication times yyyy-MM-dd HH:mm:ss and transaction dates yyyy-MM-dd '
    + '(a time after them is ignored). Rows are stored as published, their status included. A row already stored '
    + '(every field the same but the status) is not added again; its status is updated when the register changed it. '
    + 'Publiceringsdatum is required; a publication time, date, number or flag that cannot be read is refused with its '
    + "line, column and value. The synthetic register rows of the ISINs the file names are replaced.",
  extensions: ['.csv', '.txt'],
  load: async (input) => (await import('./fi-insiders-load')).load(input),
};
