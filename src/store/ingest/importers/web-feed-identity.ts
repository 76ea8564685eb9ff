/**
 * The feed object of a web-feed file (layout in `./web-feed.ts`): its identity and every problem of its
 * fields, each placed at `feed.<field>` with the JSON value as written.
 */
import { ACCESS_MODES } from '../../../engine/feeds/run-states';
import type { WriteTx } from '../../store';
import type { FileIssue } from '../problems';
import { isInstant } from './web-feed-checks';
import { jsonIssue } from './web-feed-issues';

export interface FeedIdentity {
  id: string;
  account: string;
  name: string;
  schedule: string;
  accessMode: string;
  /** The createdAt text, or null when the file gives none. */
  createdAt: string | null;
}

/** The text fields of the feed object, each with its most characters. */
const TEXT_FIELDS = [['id', 128], ['account', 128], ['name', 256], ['schedule', 256]] as const;
type TextField = (typeof TEXT_FIELDS)[number][0];
const FEED_FIELDS = [...TEXT_FIELDS.map(([name]) => name), 'accessMode', 'createdAt'] as const;
type FeedField = (typeof FEED_FIELDS)[number];

/** One feed field as the file writes it: its JSON type (null when absent), its text, its JSON as written. */
interface Written {
  type: string | null;
  text: string | null;
  json: string | null;
}

const path = (name: FeedField): string => `'$.feed.${name}'`;

/** Every field of the feed object of the document in `doc`, as written, and whether createdAt is a timestamp. */
async function writtenFeed(tx: WriteTx, doc: string): Promise<{ fields: Record<FeedField, Written>; createdIsInstant: boolean }> {
  const columns = FEED_FIELDS.map((name) =>
    `json_type(doc, ${path(name)}) AS "${name}.type", json_extract_string(doc, ${path(name)}) AS "${name}.text", `
    + `CAST(json_extract(doc, ${path(name)}) AS VARCHAR) AS "${name}.json"`);
  const instant = `${isInstant(`json_extract_string(doc, ${path('createdAt')})`)} AS "createdAt.instant"`;
  const row = (await tx.one<Record<string, string | boolean | null>>(`SELECT ${columns.join(', ')}, ${instant} FROM ${doc}`))!;
  const text = (key: string): string | null => (typeof row[key] === 'string' ? row[key] : null);
  const fields = Object.fromEntries(
    FEED_FIELDS.map((name) => [name, { type: text(`${name}.type`), text: text(`${name}.text`), json: text(`${name}.json`) }]),
  ) as Record<FeedField, Written>;
  return { fields, createdIsInstant: row['createdAt.instant'] === true };
}

const isNone = (field: Written): boolean => field.type === null || field.type === 'NULL';

/**
 * The feed object of the document in table `doc`, and every problem of its fields. The identity is
 * meaningful only when there is no problem.
 */
export async function readFeed(tx: WriteTx, doc: string): Promise<{ identity: FeedIdentity; issues: FileIssue[] }> {
  const { fields, createdIsInstant } = await writtenFeed(tx, doc);
  const issues: FileIssue[] = [];
  for (const [name, max] of TEXT_FIELDS) {
    const { type, text, json } = fields[name];
    if (type !== 'VARCHAR' || text === null || text.trim() === '' || text.length > max) {
      issues.push(jsonIssue(`feed.${name}`, json, `must be a non-empty string of at most ${max} characters`));
    }
  }
  const accessMode = fields.accessMode.type === 'VARCHAR' ? fields.accessMode.text ?? '' : '';
  if (!(ACCESS_MODES as readonly string[]).includes(accessMode)) {
    issues.push(jsonIssue('feed.accessMode', fields.accessMode.json, `must be one of ${ACCESS_MODES.join(', ')}`));
  }
  const created = fields.createdAt;
  if (!isNone(created) && !(created.type === 'VARCHAR' && createdIsInstant)) {
    issues.push(jsonIssue('feed.createdAt', created.json, 'must be an ISO-8601 timestamp with seconds and a zone (2026-11-20T10:00:00Z)'));
  }
  const textOf = (name: TextField): string => fields[name].text ?? '';
  return {
    identity: {
      id: textOf('id'), account: textOf('account'), name: textOf('name'), schedule: textOf('schedule'), accessMode,
      createdAt: isNone(created) ? null : created.text,
    },
    issues,
  };
}
