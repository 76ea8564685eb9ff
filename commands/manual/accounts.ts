/** Prose of the manual about accounts, organizations, organization keys and who reaches a portfolio. */
import { para, terms, type Section } from './roff';

const ACCESS: Section = {
  title: 'WHO REACHES A PORTFOLIO',
  body: [
    para('One rule decides, for every portfolio request, what a key reaches:'),
    terms([
      ['an account key', 'The account\'s own portfolios (access Owner) and the portfolios shared with any organization the '
        + 'account holds a seat in (Edit or View; when two of its organizations share the same portfolio, the better access).'],
      ['an organization key', 'Only the portfolios shared with its organization. It owns nothing: creating a portfolio '
        + 'with it is 403 forbidden, and so are deleting and changing sharing, which only the creator may do.'],
      ['the local CLI', 'Without --remote, fds acts as the built-in account local, on the Pro plan; its portfolios belong '
        + 'to local, and shared portfolios show sharedBy local.'],
    ]),
    para('Anything outside that reach answers exactly as a portfolio that does not exist: 404 not_found, the same message, '
      + 'found by the same single query whatever the id looks like (a malformed id included). A change through View access '
      + 'is 403 forbidden; delete and share changes by anyone but the creator are 403 forbidden.',
    'Seats take effect from the next request: removing a member stops its keys reaching the organization\'s shares at once; '
      + 'the account keeps its own portfolios and the shares it made.'),
  ].join('\n'),
};

export const accountsSections: readonly Section[] = [
  {
    title: 'ACCOUNTS',
    body: para(
      'An account owns API keys and portfolios. Names are unique, 1 to 64 letters, digits, dots, dashes, underscores or @; '
        + 'local is reserved for the local CLI\'s built-in owner. fds accounts create NAME makes one on the free plan unless '
        + '--plan says otherwise; a taken name is refused (400). fds keys create --account NAME also creates the account on '
        + 'first use (on --plan, free by default); a key of an existing account takes the account\'s plan, and a different '
        + '--plan is refused.',
      'The plan belongs to the account: fds accounts set-plan NAME PLAN moves the account and every key of it to PLAN, and '
        + 'prints the plan before and after and the keys affected. Nothing else changes a plan.',
      'fds accounts list shows every account, oldest first, with its active (unrevoked) key count and the organizations '
        + 'it holds a seat in.',
      'These are operator commands: they work on the store this CLI opens, or through the fds serve that holds it (with '
        + 'its admin token). To any other caller their /_local/ routes answer like paths that do not exist, and with --remote the '
        + 'CLI refuses them at once (exit 2).',
    ),
  },
  {
    title: 'ORGANIZATIONS',
    body: para(
      'An organization groups member accounts (seats) and has keys of its own, all on the organization\'s plan '
        + '(fds orgs create NAME --plan PLAN, free by default). fds orgs add-member ORG ACCOUNT gives a seat (adding it again '
        + 'changes nothing); fds orgs remove-member ORG ACCOUNT takes it away (404 when the account has no seat there). ORG '
        + 'and ACCOUNT are names or ids (an id is always taken as that id, even if something else is named after it); the '
        + 'account local is the local CLI\'s owner. fds portfolio share takes the organization by name or id too.',
      'fds keys create --org ORG (a name or an id) issues an organization key. It authenticates as the organization, takes the organization\'s '
        + 'plan (giving --plan with --org is refused) and stops working when revoked, like any key.',
    ),
  },
  ACCESS,
];

/** The organizations page carries the same rules of reach. */
export const organizationSections: readonly Section[] = accountsSections;
