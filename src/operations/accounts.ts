/**
 * Accounts and organizations, for the store's operator (`/_local/`, like the keys). Each operation is
 * declared once here; the rules live in `engine/accounts/`.
 */
import { z } from 'zod';
import { createAccount, listAccounts, setAccountPlan } from '../engine/accounts/accounts';
import { addMember, createOrganization, listOrganizations, removeMember } from '../engine/accounts/organizations';
import { LOCAL_CALLER, PLANS } from '../engine/context';
// Accounts and organizations are state, not captures.
import { noCaptures } from './sample-scope';
import { operation, type AnyOperation } from './operation';

const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/;

/**
 * A new account or organization name: 1 to 64 letters, digits, dots, dashes, underscores or @. `local`
 * is taken by the local CLI's built-in owner account.
 */
export const newNameParam = (description: string) =>
  z
    .string()
    .regex(NAME_PATTERN, 'must be 1 to 64 letters, digits, dots, dashes, underscores or @, starting with a letter or digit')
    .refine((name) => name !== LOCAL_CALLER.name, { message: `'${LOCAL_CALLER.name}' is the built-in owner of the local CLI` })
    .describe(description);

const Plan = z.enum(PLANS);

const planParam = (subject: string) => z.enum(PLANS).default('free').describe(`Plan of the ${subject}: free (default), plus or pro.`);

const AccountListing = z
  .object({
    id: z.string().describe('Account id (uuid).'),
    name: z.string().describe('Account name (unique).'),
    plan: Plan.describe('Plan of the account and of every key of it.'),
    createdAt: z.string().describe('ISO-8601 timestamp.'),
    activeKeyCount: z.number().int().describe('Keys of the account not revoked.'),
    organizations: z.array(z.string()).describe('Organizations the account holds a seat in, by name.'),
  })
  .describe('An account.');

const OrganizationListing = z
  .object({
    id: z.string().describe('Organization id (uuid).'),
    name: z.string().describe('Organization name (unique).'),
    plan: Plan.describe('Plan of every key of the organization.'),
    createdAt: z.string().describe('ISO-8601 timestamp.'),
    activeKeyCount: z.number().int().describe('Organization keys not revoked.'),
    members: z.array(z.string()).describe('Member accounts (seats), by name; local is the local CLI owner.'),
  })
  .describe('An organization.');

const seatParams = z.object({
  org: z.string().min(1).describe('Organization name or id.'),
  account: z.string().min(1).describe('Account name or id; local is the local CLI owner.'),
});

export const createAccountOperation = operation({
  id: 'accounts.create',
  method: 'POST',
  path: '/_local/accounts',
  summary: 'Create an account',
  description:
    'An account owns API keys and portfolios, and its plan is the plan of every key of it. The name is unique (a taken name: 400). A key for a new account name also creates the account.',
  tag: 'accounts',
  params: z.object({ name: newNameParam('Account name (unique).'), plan: planParam('account') }),
  response: AccountListing,
  successStatus: 201,
  access: 'local',
  sampleScope: noCaptures,
  run: (ctx, p) => createAccount(ctx, p),
});

export const listAccountsOperation = operation({
  id: 'accounts.list',
  method: 'GET',
  path: '/_local/accounts',
  summary: 'List accounts',
  tag: 'accounts',
  params: z.object({}),
  response: z.object({ data: z.array(AccountListing) }),
  access: 'local',
  sampleScope: noCaptures,
  run: async (ctx) => ({ data: await listAccounts(ctx) }),
});

const PlanChange = z
  .object({
    id: z.string().describe('Account id (uuid).'),
    name: z.string().describe('Account name.'),
    previousPlan: Plan.describe('The plan before the change.'),
    plan: Plan.describe('The plan now, of the account and of every key of it.'),
    changed: z.boolean().describe('False when the account was already on the plan.'),
    keys: z
      .array(z.object({ id: z.string().describe('Key id (uuid).'), prefix: z.string().describe('First characters of the key.') }))
      .describe('The active keys of the account: each of them is now on the new plan.'),
  })
  .describe("An account's plan change.");

export const setAccountPlanOperation = operation({
  id: 'accounts.setPlan',
  method: 'PUT',
  path: '/_local/accounts/{account}/plan',
  summary: "Change an account's plan",
  description:
    'The plan belongs to the account: every key of it moves to the new plan from its next request. The answer names the plan before and after and the active keys affected. Unknown account: 404.',
  tag: 'accounts',
  params: z.object({
    account: z.string().min(1).describe('Account name or id.'),
    plan: z.enum(PLANS).describe('The new plan: free, plus or pro.'),
  }),
  response: PlanChange,
  access: 'local',
  sampleScope: noCaptures,
  run: (ctx, p) => setAccountPlan(ctx, p),
});

export const createOrganizationOperation = operation({
  id: 'orgs.create',
  method: 'POST',
  path: '/_local/orgs',
  summary: 'Create an organization',
  description:
    'An organization has member accounts (seats) and keys of its own, on its plan. It owns no portfolios: its members and keys reach the portfolios shared with it. The name is unique (a taken name: 400).',
  tag: 'accounts',
  params: z.object({ name: newNameParam('Organization name (unique).'), plan: planParam('organization') }),
  response: OrganizationListing,
  successStatus: 201,
  access: 'local',
  sampleScope: noCaptures,
  run: (ctx, p) => createOrganization(ctx, p),
});

export const listOrganizationsOperation = operation({
  id: 'orgs.list',
  method: 'GET',
  path: '/_local/orgs',
  summary: 'List organizations',
  tag: 'accounts',
  params: z.object({}),
  response: z.object({ data: z.array(OrganizationListing) }),
  access: 'local',
  sampleScope: noCaptures,
  run: async (ctx) => ({ data: await listOrganizations(ctx) }),
});

export const addMemberOperation = operation({
  id: 'orgs.addMember',
  method: 'PUT',
  path: '/_local/orgs/{org}/members/{account}',
  summary: 'Give an account a seat in an organization',
  description:
    'From the next request on, the account reaches the portfolios shared with the organization. Adding a member again changes nothing. Unknown organization or account: 404.',
  tag: 'accounts',
  params: seatParams,
  response: OrganizationListing,
  access: 'local',
  sampleScope: noCaptures,
  run: (ctx, p) => addMember(ctx, { organization: p.org, account: p.account }),
});

export const removeMemberOperation = operation({
  id: 'orgs.removeMember',
  method: 'DELETE',
  path: '/_local/orgs/{org}/members/{account}',
  summary: "Take an account's seat in an organization away",
  description:
    'From the next request on, the account no longer reaches what is shared with the organization (its own portfolios, and their shares, stay). An account without a seat there: 404.',
  tag: 'accounts',
  params: seatParams,
  response: OrganizationListing,
  access: 'local',
  sampleScope: noCaptures,
  run: (ctx, p) => removeMember(ctx, { organization: p.org, account: p.account }),
});

export const accountOperations: readonly AnyOperation[] = [
  createAccountOperation,
  listAccountsOperation,
  setAccountPlanOperation,
  createOrganizationOperation,
  listOrganizationsOperation,
  addMemberOperation,
  removeMemberOperation,
];
