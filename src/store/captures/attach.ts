/**
 * A replica's store (`fds serve --captures DIR`): a local in-memory database holding what is not captures
 * (the state tables, see `tables.ts`), and the published captures of DIR attached read-only.
 *
 * Each attached version is a schema of its own in that database, `captures_<n>`, with one view per
 * capture table over `read_parquet` of the version's file (columns cast back to the published types
 * where Parquet keeps another, such as a fixed-size FLOAT array), and the copied tables (forecast
 * snapshots) as writable tables. A version is served through its own `Store`, whose connections look
 * tables up in its schema first, then in `main`.
 *
 * Switching: the manifest is read at every filesystem event on DIR and every `pollMs` (events are not
 * delivered on every filesystem, such as a network mount). A newer version is prepared beside the current
 * one and checked (every file there, every row count as the manifest says); only then does it become
 * current, in one assignment. A request leases the current version when it starts and keeps it to the
 * end, so no request reads two versions; the old version is closed and dropped once its last lease is
 * released. A manifest that cannot be read, has another schema or names broken files is logged and
 * skipped: the current version keeps serving.
 */
import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from '../../core/clock';
import { invalidParameter, serviceUnavailable } from '../../core/errors';
import { openStore } from '../open';
import type { StoreLease, StoreSource } from '../source';
import type { Store } from '../store';
import { MANIFEST_FILE, ManifestError, SCHEMA_VERSION, readManifest, type Manifest, type ManifestColumn } from './manifest';
import { sqlIdentifier, sqlString } from './sql-text';
import { PUBLISHED_TABLES, type PublishedTable } from './tables';

export interface AttachOptions {
  /** Absolute path of the captures directory. */
  dir: string;
  clock: Clock;
  /** How often the manifest is read besides filesystem events, in milliseconds. */
  pollMs: number;
  /** Where switches and skipped manifests are told (the server's log). */
  log: (line: string) => void;
}

interface Attached {
  store: Store;
  schema: string;
  version: number;
  leases: number;
  retired: boolean;
}

/** A type a column may be cast back to: a name, an optional (precision, scale), optional array brackets. */
const RESTORABLE_TYPE = /^[A-Z][A-Z0-9_ ]*(\(\d+(, ?\d+)?\))?(\[\d*\])*$/;

export class CaptureSwitch implements StoreSource {
  private active: Attached;
  /** Versions switched away from whose last lease is not yet released. */
  private readonly retiring = new Set<Attached>();
  private sequence = 0;
  private timer: NodeJS.Timeout | undefined;
  private watcher: FSWatcher | undefined;
  private checking: Promise<void> | undefined;
  private again = false;
  private closed = false;
  /** The version whose problem was told last, so a broken manifest is told once, not at every look. */
  private toldProblem: string | undefined;
  private readonly listeners: ((version: number) => void)[] = [];

  private constructor(
    /** The replica's own database: state tables and bookkeeping, no captures. */
    readonly state: Store,
    private readonly options: AttachOptions,
    first: Attached,
  ) {
    this.active = first;
  }

  /**
   * Creates the local database and attaches the current version of `options.dir`. Refuses (throws) when
   * the directory has no manifest, when its schema version is not this build's, or when a file it names
   * is missing or does not hold the rows it says.
   */
  static async open(options: AttachOptions): Promise<CaptureSwitch> {
    const manifest = readCurrent(options.dir);
    const state = await openStore({ path: ':memory:', clock: options.clock, sample: false });
    try {
      // The captures live in the attached versions only: a query can never fall back on an empty table.
      for (const table of PUBLISHED_TABLES) await state.run(`DROP TABLE IF EXISTS main.${sqlIdentifier(table.name)}`);
      // A version's files never change once published (a new version is a new directory): each file's
      // footer is read once, not at every query of its view.
      await state.run('SET GLOBAL parquet_metadata_cache = true');
      const first = await prepareVersion(state, options.dir, manifest, 1);
      const replica = new CaptureSwitch(state, options, first);
      replica.sequence = 1;
      replica.startWatching();
      return replica;
    } catch (error) {
      state.close();
      if (error instanceof ManifestError) throw serviceUnavailable(`Cannot serve the captures in ${options.dir}: ${error.message}`);
      throw error;
    }
  }

  /** The version new requests read. */
  get version(): number {
    return this.active.version;
  }

  /** The store of the current version (for one question; a request takes a lease). */
  current(): Store {
    return this.active.store;
  }

  lease(): StoreLease {
    const attached = this.active;
    attached.leases++;
    let released = false;
    return {
      store: attached.store,
      release: () => {
        if (released) return;
        released = true;
        attached.leases--;
        if (attached.retired && attached.leases === 0 && !this.closed) void this.dispose(attached);
      },
    };
  }

  /** Calls `listener` with the new version after each switch (to drop what was kept from the old one). */
  onSwitch(listener: (version: number) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Reads the manifest now and switches when it names a newer version. Looks never overlap: one asked
   * for while another runs is made once that one ends.
   */
  check(): Promise<void> {
    if (this.checking !== undefined) {
      this.again = true;
      return this.checking;
    }
    this.checking = (async () => {
      try {
        do {
          this.again = false;
          await this.checkOnce();
        } while (this.again && !this.closed);
      } finally {
        this.checking = undefined;
      }
    })();
    return this.checking;
  }

  private async checkOnce(): Promise<void> {
    if (this.closed) return;
    const { dir, log } = this.options;
    let manifest: Manifest | null;
    try {
      manifest = readManifest(dir);
    } catch (error) {
      this.tell(`unreadable`, `captures: ${(error as Error).message} Still serving v${this.active.version}.`);
      return;
    }
    if (manifest === null || manifest.version <= this.active.version) return;
    if (manifest.schemaVersion !== SCHEMA_VERSION) {
      this.tell(`v${manifest.version}`, `captures: v${manifest.version} in ${dir} has store schema ${manifest.schemaVersion}, this build ${SCHEMA_VERSION}; still serving v${this.active.version}.`);
      return;
    }
    let next: Attached;
    try {
      next = await prepareVersion(this.state, dir, manifest, ++this.sequence);
    } catch (error) {
      this.tell(`v${manifest.version}`, `captures: cannot attach v${manifest.version} of ${dir} (${(error as Error).message}); still serving v${this.active.version}.`);
      return;
    }
    if (this.closed) {
      await this.dispose(next);
      return;
    }
    const old = this.active;
    this.active = next;
    old.retired = true;
    if (old.leases === 0) void this.dispose(old);
    else this.retiring.add(old);
    this.toldProblem = undefined;
    log(`captures: switched to v${next.version} of ${dir} (published ${manifest.publishedAt}).`);
    for (const listener of this.listeners) listener(next.version);
  }

  private tell(problem: string, line: string): void {
    if (this.toldProblem === problem) return;
    this.toldProblem = problem;
    this.options.log(line);
  }

  private startWatching(): void {
    const look = (): void => {
      void this.check();
    };
    this.timer = setInterval(look, this.options.pollMs);
    this.timer.unref();
    try {
      this.watcher = watch(this.options.dir, { persistent: false }, (_event, file) => {
        if (file === null || file === MANIFEST_FILE) look();
      });
      // A directory that goes away or a filesystem that stops sending events leaves the polling.
      this.watcher.on('error', () => {
        this.watcher?.close();
        this.watcher = undefined;
      });
    } catch {
      // Some filesystems send no events (network mounts): the polling alone notices new versions.
      this.watcher = undefined;
    }
  }

  /** Closes a version's connections and drops its schema. */
  private async dispose(attached: Attached): Promise<void> {
    this.retiring.delete(attached);
    attached.store.close();
    try {
      await this.state.run(`DROP SCHEMA IF EXISTS ${sqlIdentifier(attached.schema)} CASCADE`);
    } catch (error) {
      if (!this.closed) this.options.log(`captures: could not drop the schema of v${attached.version}: ${(error as Error).message}`);
    }
  }

  /** Stops watching and closes every version and the local database. Call once no request runs. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.timer !== undefined) clearInterval(this.timer);
    this.watcher?.close();
    await this.checking;
    for (const attached of [...this.retiring, this.active]) attached.store.close();
    this.state.close();
  }
}

/** The manifest of `dir`, or the refusal to start without a usable one. */
function readCurrent(dir: string): Manifest {
  let manifest: Manifest | null;
  try {
    manifest = readManifest(dir);
  } catch (error) {
    throw serviceUnavailable(`Cannot serve the captures in ${dir}: ${(error as Error).message}`);
  }
  if (manifest === null) {
    throw invalidParameter(`${dir} holds no captures manifest (${MANIFEST_FILE}); publish there first: fds captures publish ${dir}`);
  }
  if (manifest.schemaVersion !== SCHEMA_VERSION) {
    throw serviceUnavailable(
      `The captures in ${dir} (v${manifest.version}) have store schema ${manifest.schemaVersion}, and this fds has ${SCHEMA_VERSION}; `
        + 'publish them with the same version of fds as the replicas run.',
    );
  }
  return manifest;
}

/** The refusal every capture write on a replica gets. */
const readOnly = (dir: string, version: number): string =>
  `Captures are read-only on this server: it serves version ${version} of the captures published in ${dir}. `
  + 'Ingest on the publishing node, then publish with fds captures publish.';

/** Builds schema `captures_<sequence>` for `manifest` and a store over it; on any failure nothing is left. */
async function prepareVersion(state: Store, dir: string, manifest: Manifest, sequence: number): Promise<Attached> {
  const schema = `captures_${sequence}`;
  await state.run(`CREATE SCHEMA ${sqlIdentifier(schema)}`);
  try {
    for (const table of PUBLISHED_TABLES) await attachTable(state, schema, dir, manifest, table);
    const store = await state.over(schema, { kind: 'parquet', dir, version: manifest.version }, readOnly(dir, manifest.version));
    return { store, schema, version: manifest.version, leases: 0, retired: false };
  } catch (error) {
    await state.run(`DROP SCHEMA IF EXISTS ${sqlIdentifier(schema)} CASCADE`).catch(() => undefined);
    throw error;
  }
}

async function attachTable(state: Store, schema: string, dir: string, manifest: Manifest, table: PublishedTable): Promise<void> {
  const entry = manifest.tables[table.name];
  if (entry === undefined) throw new ManifestError(`the manifest of v${manifest.version} names no file for table ${table.name}.`);
  const source = `read_parquet(${sqlString(join(dir, entry.file))})`;
  let stored: { column_name: string; column_type: string }[];
  try {
    stored = await state.all(`DESCRIBE SELECT * FROM ${source}`);
  } catch (error) {
    throw new ManifestError(`cannot read ${entry.file}: ${(error as Error).message}`);
  }
  const select = selectList(table.name, entry.columns, new Map(stored.map((c) => [c.column_name, c.column_type])));
  const target = `${sqlIdentifier(schema)}.${sqlIdentifier(table.name)}`;
  await state.run(`CREATE ${table.kind === 'capture' ? 'VIEW' : 'TABLE'} ${target} AS SELECT ${select} FROM ${source}`);
  const counted = await state.one<{ rows: number }>(`SELECT count(*) AS rows FROM ${target}`);
  if (counted?.rows !== entry.rows) {
    throw new ManifestError(`${entry.file} holds ${counted?.rows ?? 0} rows, the manifest says ${entry.rows}.`);
  }
}

/** The published columns in order, each cast back to its published type where Parquet keeps another. */
function selectList(table: string, columns: readonly ManifestColumn[], stored: ReadonlyMap<string, string>): string {
  return columns
    .map(({ name, type }) => {
      const has = stored.get(name);
      if (has === undefined) throw new ManifestError(`the file of ${table} has no column ${name}.`);
      if (has === type) return sqlIdentifier(name);
      if (!RESTORABLE_TYPE.test(type)) throw new ManifestError(`column ${table}.${name} is ${has} in its file, and its published type ${type} cannot be restored.`);
      return `CAST(${sqlIdentifier(name)} AS ${type}) AS ${sqlIdentifier(name)}`;
    })
    .join(', ');
}
