/** The columns every capture row ends with: where it came from and when it entered the store. */
export const PROVENANCE_COLUMNS = `
  source VARCHAR NOT NULL,          -- 'sample' for the synthetic set, else the dataset's origin
  source_file VARCHAR,              -- path of the ingested file
  captured_at TIMESTAMP NOT NULL    -- when the row entered the store`;
