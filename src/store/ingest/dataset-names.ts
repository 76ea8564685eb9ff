/**
 * Every dataset `fds ingest` loads: the canonical ones, then the publishers' layouts of the importers.
 * Light on purpose: the registry and the command line name the datasets without loading any reading code.
 */
import { DATASET_NAMES } from './datasets';
import { IMPORTERS } from './importers/index';

export const INGEST_DATASETS: readonly [string, ...string[]] = [...DATASET_NAMES, ...IMPORTERS.map((importer) => importer.name)];
