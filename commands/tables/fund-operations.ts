/**
 * The table of a fund's operations: the fund and the coverage said above, then each N-CEN filing as a
 * titled table of its service providers (role, name, country, affiliation), newest filing first.
 */
import { text, yesNo } from './format';
import type { Row } from './layout';
import { column, isRecord, textColumn, type RowList, type TableSpec } from './spec';

/** The words of a role: `investmentAdviser` → `investment adviser`. */
const roleWords = (value: unknown): string => text(value).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** A filing in one title: its period, when it was filed, its type and file number, and what it says of itself. */
function filingTitle(filing: Row): string {
  const filed = typeof filing.filedDate === 'string' ? `filed ${filing.filedDate}` : 'filing date unknown';
  const marks = [filing.isAmendment === true ? 'amendment' : null, filing.isFirstFiling === true ? 'first filing' : null, filing.isLastFiling === true ? 'last filing' : null];
  return [`Period ${text(filing.reportPeriodEnd)}, ${filed}`, `${text(filing.investmentCompanyType)} ${text(filing.investmentCompanyFileNumber)}`, ...marks]
    .filter((part): part is string => part !== null)
    .join(' · ');
}

const filingsOf = (body: Row): Row[] => (Array.isArray(body.data) ? body.data.filter(isRecord) : []);

function providerLists(body: Row): RowList[] {
  return filingsOf(body).map((filing) => ({
    title: filingTitle(filing),
    rows: Array.isArray(filing.serviceProviders) ? filing.serviceProviders.filter(isRecord) : [],
  }));
}

export const fundOperations: TableSpec = {
  rows: 'data',
  lists: providerLists,
  columns: [
    column('role', 'Role', 1, roleWords, 'left'),
    textColumn('name', 'Name', 1),
    textColumn('country', 'Ctry', 2),
    column('isAffiliated', 'Affiliated', 2, yesNo, 'left'),
  ],
  above: (body) => {
    const filings = filingsOf(body);
    const fund = `${text(body.seriesName)} (${text(body.profileId)})`;
    if (filings.length === 0) {
      return [`${fund}: no N-CEN filing of it is stored. Coverage is registrant-level and only stored filings are read: this is not evidence that none was filed.`];
    }
    return [`${fund}: ${filings.length} N-CEN filing${filings.length === 1 ? '' : 's'} of ${text(filings[0]!.registrantName)}, newest first.`];
  },
  below: (body) => (filingsOf(body).length === 0 ? [] : ["Providers: the fund's own, then the registrant's. Affiliated: the filing's answer; — where the form asks none."]),
  says: ['profileId', 'seriesName', 'coverage', 'coverageNote'],
};
