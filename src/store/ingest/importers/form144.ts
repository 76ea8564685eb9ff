/**
 * Importer of SEC Form 144 notices of proposed sale, as their XML documents (`edgarSubmission`), with the
 * ownership namespace written with a prefix (`ns2:`) or as the default namespace.
 */
import type { Importer } from './importer';

export const form144Importer: Importer = {
  name: 'form144',
  description: 'SEC Form 144 notices of proposed sale (XML)',
  manual:
    'The XML document of a Form 144 notice as EDGAR serves it (edgarSubmission, submission type 144 or 144/A), one '
    + 'notice per file; the ownership namespace may carry a prefix (ns2:issuerCik) or be the default one. Kept per '
    + 'securities line: issuer CIK and name, the person for whose account the securities are to be sold, the '
    + 'relationships to the issuer, the class, the broker, the units to be sold and their aggregate market value as '
    + 'filed, the approximate date of sale and the notice date (MM/DD/YYYY), and the remarks (the plan adoption dates '
    + "when the remarks are empty). The notice's own count of units outstanding is not used: sharesOutstanding comes "
    + "from the listing's record. A notice is answered under the ticker its issuer CIK is linked to (by a Form 4 of the "
    + 'issuer or its issuer record); an unlinked notice is stored and waits for that link. Bad values are refused '
    + 'listing each with its line and element. The key is the document: ingesting it again adds nothing.',
  extensions: ['.xml'],
  load: async (input) => (await import('./form144-load')).load(input),
};
