/**
 * The closed vocabularies of executive changes: what happened (`action`) and which office it concerns
 * (`role`), and how a title as written maps to a role.
 *
 * A title names several offices at once ("President and Chief Executive Officer", "Chairman and CEO"):
 * the role is the most senior one it names, in the order of {@link ROLES}. A title of another entity
 * ("Chief Executive Officer of Intel Products", "President of McDonald's USA") heads a part of the company,
 * not the company: it is an `Other officer`. "Interim", "acting" and "co-" do not change the role; the
 * role text keeps them.
 */

export const ACTIONS = ['Appointed', 'Resigned', 'Terminated', 'Retired'] as const;
export type Action = (typeof ACTIONS)[number];

/** Roles, most senior first: a title naming two offices takes the first of them. */
export const ROLES = ['CEO', 'CFO', 'COO', 'President', 'Chair', 'Chief Accounting Officer', 'General Counsel', 'Director', 'Other officer'] as const;
export type Role = (typeof ROLES)[number];

/** What each role stands for, as the manual and the schema describe it. */
export const ROLE_MEANINGS: Readonly<Record<Role, string>> = {
  CEO: 'chief executive officer, principal executive officer',
  CFO: 'chief financial officer, principal financial officer',
  COO: 'chief operating officer',
  President: 'president of the company (without a chief executive title beside it)',
  Chair: 'chair, chairman, chairwoman or executive chair of the board',
  'Chief Accounting Officer': 'chief accounting officer, principal accounting officer, controller',
  'General Counsel': 'general counsel, chief legal officer',
  Director: 'member of the board of directors, lead independent director',
  'Other officer': 'any other officer title (executive vice president, chief technology officer, the head of a group or subsidiary)',
};

/** Each role and the words of a title that name it, tested in the order of {@link ROLES}. */
const ROLE_WORDS: readonly (readonly [Role, RegExp])[] = [
  ['CEO', /\b(?:chief\s+executive(?:\s+officer)?|ceo|principal\s+executive\s+officer)\b/i],
  ['CFO', /\b(?:chief\s+financial(?:\s+officer)?|cfo|principal\s+financial\s+officer)\b/i],
  ['COO', /\b(?:chief\s+operating(?:\s+officer)?|coo)\b/i],
  ['President', /\bpresident\b/i],
  ['Chair', /\b(?:chair|chairman|chairwoman|chairperson)\b/i],
  ['Chief Accounting Officer', /\b(?:chief\s+accounting\s+officer|principal\s+accounting\s+officer|controller|comptroller)\b/i],
  ['General Counsel', /\b(?:general\s+counsel|chief\s+legal\s+officer)\b/i],
  ['Director', /\b(?:director|board\s+of\s+directors|board)\b/i],
];

/** "Vice President", "Vice Chair": the words after "vice" name a lesser office. */
const VICE = /\bvice[\s-]+(?:president|chair(?:man|woman|person)?)\b/gi;

/** Legal suffixes of a company name, left out when a title's "of …" is compared with the company's own name. */
const LEGAL_SUFFIX = /[\s,]+(?:inc|incorporated|corp|corporation|company|co|plc|ltd|llc|n\.v|s\.a|ag|se|holdings)\.?$/i;

/** A company name without its article and legal suffix: "The Boeing Company" → "boeing". */
export const coreName = (name: string): string => name.replace(LEGAL_SUFFIX, '').replace(LEGAL_SUFFIX, '').replace(/^the\s+/i, '').replace(/[’']/g, "'").trim().toLowerCase();

/**
 * True when "of …" after an office names a part of the company, not the company: anything but the board,
 * "the Company", the registrant, or the company's own name (`own`, core names) with at most a legal suffix.
 */
function ofAnotherEntity(after: string, own: readonly string[]): boolean {
  const of = /^\s*of\s+(.+)$/i.exec(after);
  if (of === null) return false;
  const entity = of[1]!.trim();
  if (/^(?:the\s+|its\s+|our\s+)?(?:company|board|registrant|corporation|directors)\b/i.test(entity)) return false;
  if (!/^(?:the\s+)?[A-Z]/.test(entity)) return false;
  const core = coreName(entity);
  return !own.some((name) => name !== '' && core === name);
}

/**
 * The role a title as written names; `Other officer` when it names none of the others. `own` are the
 * company's names (core names, see {@link coreName}), so "Chief Executive Officer of Walgreens Boots
 * Alliance" is the company's chief executive.
 */
export function roleOf(title: string, own: readonly string[] = []): Role {
  const text = title.replace(VICE, ' ');
  for (const [role, words] of ROLE_WORDS) {
    const match = words.exec(text);
    if (match === null) continue;
    // The head of a group or subsidiary is another officer; a director "of the Company" is a director.
    const after = text.slice(match.index + match[0].length).split(/\s+and\s+/)[0] ?? '';
    if (role !== 'Director' && ofAnotherEntity(after, own)) return 'Other officer';
    return role;
  }
  return 'Other officer';
}
