/** Prose of the manual about executive changes: where they are read from, the rules, the vocabularies, the measured precision. */
import { EXECUTIVE_ITEM } from '../../src/engine/executives/changes';
import { ACTIONS, ROLE_MEANINGS, ROLES } from '../../src/engine/executives/vocabulary';
import { EXECUTIVE_LIMIT } from '../../src/operations/executives';
import { MAX_FILING_OFFSET } from '../../src/operations/filings';
import { esc, para, terms, type Section } from './roff';

/**
 * The extraction's figures on its hand-labelled sets (test/engine/executives/): changes expected, rows read
 * and rows right (person, role, action and effective date all equal). A test measures them afresh and fails
 * when these differ, so the manual cannot go stale.
 */
export const EXECUTIVE_EXTRACTION_FIGURES = {
  development: { filings: 19, expected: 54, extracted: 54, correct: 54 },
  heldOut: { filings: 7, expected: 14, extracted: 12, correct: 12 },
} as const;

const percent = (part: number, whole: number): string => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);

type Figures = (typeof EXECUTIVE_EXTRACTION_FIGURES)[keyof typeof EXECUTIVE_EXTRACTION_FIGURES];
const figureLine = (name: string, f: Figures): string =>
  `${name.padEnd(13)}${String(f.filings).padStart(7)}${String(f.expected).padStart(9)}${String(f.extracted).padStart(6)}${percent(f.correct, f.extracted).padStart(11)}${percent(f.correct, f.expected).padStart(8)}`;

const { development: DEV, heldOut: HELD } = EXECUTIVE_EXTRACTION_FIGURES;

export const executivesSections: readonly Section[] = [
  {
    title: 'WHERE CHANGES ARE READ FROM',
    body: para(
      `fds executives TICKER reads the Item ${EXECUTIVE_ITEM} text ("Departure of Directors or Certain Officers; Election of Directors; `
        + 'Appointment of Certain Officers") of the stock\'s 8-Ks and 8-K/As in the filing store: EDGAR filings ingested with fds '
        + 'ingest filing, or the sample corpus. The filings read are those whose items list 5.02 (from the submission header, '
        + 'the submissions metadata or the document\'s own item headings) and whose filing date is in --start-date to --end-date.',
      'The changes are read when asked, not stored: a company has few 5.02 filings and they are short, so reading them takes '
        + 'under a millisecond each, and a reading made now always follows the stored text (a document ingested again with '
        + 'other text answers by its new text) and the rules as they are now, with no second copy to keep in step and no table '
        + 'to migrate when a rule improves.',
      'coverage says what was read: processedFilingCount filings, filed from coverageStartDate to coverageEndDate. An empty '
        + 'list therefore means no change in those filings, not that none happened; a stock with no 5.02 filing stored reads 0 '
        + 'filings and null dates. A ticker the store does not know (no listing, SEC ticker link or stored document) is 404 '
        + '(exit 3); an action outside the list, or a start date after the end date, is 400 naming the parameter (exit 2).',
      `Rows come newest filing first, each filing's changes in reading order; --limit (default ${EXECUTIVE_LIMIT.default}, at most `
        + `${EXECUTIVE_LIMIT.max}) and --offset (at most ${MAX_FILING_OFFSET}) page them, and meta.total counts them all. Sample `
        + 'filings are synthetic, and an answer drawing on them says so, as every filing read does. Each row\'s documentId and '
        + 'lineNumber lead to its text: fds filings read DOCUMENT_ID --start LINE.',
    ),
  },
  {
    title: 'RULES',
    body: para(
      'The extraction is rules, not a model: the same filing always gives the same rows. In order:',
      '1. The section: the lines after the Item 5.02 heading, up to the next item heading, the signatures or the exhibit index.',
      '2. Sentences, and their clauses (cut at a semicolon, and at "and" before a new subject that does something).',
      '3. The words of a change: appointed, named, elected, promoted, will succeed, will become, will serve as, joins the '
        + 'Board (Appointed); resigned, resignation given or announced, will step down, will not stand for re-election, will '
        + 'transition from (Resigned); retire, retirement (Retired); terminated, removed, dismissed, and a departure in a sentence '
        + 'that says without cause or for cause (Terminated). A clause about what would happen (if, in the event, may, eligible, '
        + 'entitled), about the past (previously, formerly, in 2017, 2018 to 2020), or negated (not, no, has yet to), and a '
        + 'verb after "continue to" or "remain", state no change.',
      '4. The person: the name right after an active verb ("appointed Brian Niccol", with more names joined by "and"), else '
        + 'the nearest name before the verb, skipping names inside the subject\'s appositive. A name is two to five capitalized '
        + 'words, initials and a suffix allowed, none a word of a title, an organization, a month or an opener, and not followed '
        + 'by Inc., Company, & or a defined term; "Mr. Niccol" stands for the one full name of that surname in the section. No '
        + 'name, no row: a change told only with "he" or "she" is left out rather than guessed.',
      '5. The title: after "as", "to the position of", "from his position as", "to the Board", or written right after the '
        + 'verb or person ("named X Chairman and Chief Executive Officer"); else the person\'s appositive or a title just before '
        + 'the name. No title, no row. A seat on a committee ("resigned from the Audit Committee", "appointed to the Audit '
        + 'Committee") is no change of office and gives no row.',
      '6. The effective date: the first "effective <date>" or "effective immediately" after the verb; "immediately" takes the '
        + 'date of the newest sentence opening "On <date>,"; else a next sentence about the same change ("Her resignation will be '
        + 'effective March 31, 2026."); else null. A date written any other way ("at the end of 2024", "on September 30") is not '
        + 'read as effective.',
      'A person\'s departures in one sentence are one row, of the strongest action (Terminated, then Retired, then Resigned); a '
        + 'person\'s change of one action and role is one row per filing, however often the filing repeats it ("not the result '
        + 'of any disagreement").',
    ),
  },
  {
    title: 'ROLES AND ACTIONS',
    body: `${para(
      `action is one of ${ACTIONS.join(', ')}. role is one of a closed list; a title naming two offices takes the first of them in `
        + 'this order, "interim", "acting" and "co-" do not change it (roleText keeps them, and the table marks them), and a '
        + 'title of a part of the company ("Chief Executive Officer of Intel Products", "President of McDonald\'s USA") is an '
        + 'Other officer:',
    )}\n${terms(ROLES.map((role) => [role, ROLE_MEANINGS[role]]))}`,
  },
  {
    title: 'PRECISION',
    body: `${para(
      'Measured on hand-labelled Item 5.02 disclosures of real, public changes (Starbucks, Intel, Nike, McDonald\'s, Boeing, '
        + 'Apple, Costco, Chipotle, Walgreens, CVS, Disney and others), written in the manner of an 8-K and laid out as EDGAR '
        + 'full submissions read by the filing importer, among them interim appointments, two changes under one verb, filings '
        + 'of four and five changes, a chair leaving the chair but not the board, resignations "not the result of any '
        + 'disagreement", committee seats and severance terms that are no change. A row is right when its person, role, '
        + 'action and effective date all equal the label. The development sets shaped the rules; the held-out set was '
        + 'written after and never changed them (one of its filings states no change at all):',
    )}\n.PP\n.nf\n${esc([
      'set          filings  changes  rows  precision  recall',
      figureLine('development', DEV),
      figureLine('held out', HELD),
    ].join('\n'))}\n.fi\n.PP\n${esc(
      'The held-out misses are a second office written after "and" ("will transition from Co-Chief Executive Officer to '
        + 'Executive Chairman"; "President and Chief Executive Officer of the Company, and a member of the Board"). Expect '
        + 'lower recall on filings that tell a change with pronouns only or in a press release exhibit rather than under Item 5.02.',
    )}`,
  },
];
