/**
 * Reading the SEC's Form N-CEN XML (namespace http://www.sec.gov/edgar/ncen): the service providers a
 * filing names and its Y/N answers. Element facts: a series' providers sit in its
 * `managementInvestmentQuestion`, each role in a list element of its own (`investmentAdvisers` holding
 * `investmentAdviser`, …), with `<prefix>Name`, `<prefix>Lei`, the country as a `<prefix>Country` element
 * or as an attribute of `<prefix>StateCountry`, and the role's affiliation question; the registrant's own
 * (principal underwriters, public accountants) sit in `registrantInfo`. Brokers and broker-dealers (whom
 * the fund traded with) and terminated advisers are not providers of the fund and are not read.
 */
import type { FileIssue } from '../problems';
import { child, childrenNamed, type XmlElement } from './xml';

/** Where one role's providers are and how each is written. */
interface ProviderLayout {
  role: string;
  list: string;
  item: string;
  /** The prefix of the item's elements: `<prefix>Name`, `<prefix>Lei`, `<prefix>Country`. */
  prefix: string;
  /** The element answering whether the provider is affiliated; null where the form does not ask. */
  affiliated: string | null;
}

/** The roles of a series' providers, in the form's order. */
export const SERIES_PROVIDERS: readonly ProviderLayout[] = [
  { role: 'investmentAdviser', list: 'investmentAdvisers', item: 'investmentAdviser', prefix: 'investmentAdviser', affiliated: null },
  { role: 'subAdviser', list: 'subAdvisers', item: 'subAdviser', prefix: 'subAdviser', affiliated: 'isSubAdviserAffiliated' },
  { role: 'transferAgent', list: 'transferAgents', item: 'transferAgent', prefix: 'transferAgent', affiliated: 'isTransferAgentAffiliated' },
  { role: 'pricingService', list: 'pricingServices', item: 'pricingService', prefix: 'pricingService', affiliated: 'isPricingServiceAffiliated' },
  { role: 'custodian', list: 'custodians', item: 'custodian', prefix: 'custodian', affiliated: 'isCustodianAffiliated' },
  {
    role: 'shareholderServicingAgent', list: 'shareholderServicingAgents', item: 'shareholderServicingAgent', prefix: 'shareholderServiceAgent',
    affiliated: 'isShareholderServiceAgentAffiliated',
  },
  { role: 'administrator', list: 'admins', item: 'admin', prefix: 'admin', affiliated: 'isAdminAffiliated' },
  { role: 'securitiesLendingAgent', list: 'securityLendings', item: 'securityLending', prefix: 'securitiesAgent', affiliated: 'isSecuritiesAgentAffiliated' },
  {
    role: 'liquidityClassificationService', list: 'liquidityClassifications', item: 'liquidityClassificationService', prefix: 'liquidity',
    affiliated: 'isAffiliatedPerson',
  },
];

/** The roles of the registrant's own providers. */
export const REGISTRANT_PROVIDERS: readonly ProviderLayout[] = [
  {
    role: 'principalUnderwriter', list: 'principalUnderwriters', item: 'principalUnderwriter', prefix: 'principalUnderwriter',
    affiliated: 'isPrincipalUnderwriterAffiliatedWithRegistrant',
  },
  { role: 'publicAccountant', list: 'publicAccountants', item: 'publicAccountant', prefix: 'publicAccountant', affiliated: null },
];

/** Every role, for the manual. */
export const PROVIDER_ROLES: readonly string[] = [...SERIES_PROVIDERS, ...REGISTRANT_PROVIDERS].map((layout) => layout.role).concat('collateralManager');

export interface NcenProvider {
  role: string;
  name: string;
  country: string | null;
  isAffiliated: boolean | null;
  lei: string | null;
}

/** The form's placeholder for an item left unanswered. */
const isPlaceholder = (text: string): boolean => /^(N\/?A|NONE)$/i.test(text.trim());

/** Text that says something: null for absent, empty and N/A. */
const answered = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' || isPlaceholder(trimmed) ? null : trimmed;
};

/** The first child whose name is `name` in any case (the form writes `principalUnderWriterStateCountry`). */
const childNamed = (element: XmlElement, name: string): XmlElement | undefined =>
  element.children.find((c) => c.name.toLowerCase() === name.toLowerCase());

/** An attribute by name in any case. */
const attributeNamed = (element: XmlElement | undefined, name: string): string | null =>
  answered(Object.entries(element?.attributes ?? {}).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]);

/**
 * A Y/N answer: true, false, or null when unanswered; a value that is neither is recorded in `issues`
 * with its line and element.
 */
export function yesNo(element: XmlElement | undefined, issues: FileIssue[]): boolean | null {
  const text = answered(element?.text);
  if (element === undefined || text === null) return null;
  const word = text.toUpperCase();
  if (['Y', 'YES', 'TRUE'].includes(word)) return true;
  if (['N', 'NO', 'FALSE'].includes(word)) return false;
  issues.push({ line: element.line, column: element.name, value: text, problem: 'is not Y or N' });
  return null;
}

/** The providers of every role of `layouts` that `parent` lists, in filing order. */
export function providersOf(parent: XmlElement | undefined, layouts: readonly ProviderLayout[], issues: FileIssue[]): NcenProvider[] {
  if (parent === undefined) return [];
  return layouts.flatMap((layout) =>
    childrenNamed(child(parent, layout.list), layout.item).flatMap((item): NcenProvider[] => {
      const nameElement = childNamed(item, `${layout.prefix}Name`);
      const name = answered(nameElement?.text);
      if (name === null) {
        // An item whose name is N/A answers "none"; one without a name element at all is malformed.
        if (nameElement === undefined) issues.push({ line: item.line, column: `${layout.prefix}Name`, problem: `is missing (every ${layout.item} names the provider)` });
        return [];
      }
      const country = answered(childNamed(item, `${layout.prefix}Country`)?.text) ?? attributeNamed(childNamed(item, `${layout.prefix}StateCountry`), `${layout.prefix}Country`);
      const affiliated = layout.affiliated === null ? null : yesNo(childNamed(item, layout.affiliated), issues);
      return [{ role: layout.role, name, country, isAffiliated: affiliated, lei: answered(childNamed(item, `${layout.prefix}Lei`)?.text) }];
    }),
  );
}

/** The securities-lending cash collateral managers of a series: written as attributes of one element each. */
export function collateralManagersOf(question: XmlElement, issues: FileIssue[]): NcenProvider[] {
  return childrenNamed(child(question, 'collateralManagers'), 'collateralManager').flatMap((item): NcenProvider[] => {
    const name = attributeNamed(item, 'collateralManagerName');
    if (name === null) return [];
    // The form spells the attribute "Affliliated"; its answer about the fund is the one kept.
    const raw = attributeNamed(item, 'isCollateralManagerAffliliatedWithFund') ?? attributeNamed(item, 'isCollateralManagerAffiliatedWithFund');
    const flag: XmlElement = { name: 'isCollateralManagerAffliliatedWithFund', line: item.line, attributes: {}, children: [], text: raw ?? '' };
    return [{ role: 'collateralManager', name, country: null, isAffiliated: yesNo(flag, issues), lei: attributeNamed(item, 'collateralManagerLei') }];
  });
}
