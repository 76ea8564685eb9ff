/**
 * Capture tables of the earnings-call and investor-event family. Migration 19 (see `../schema.ts`); every
 * row carries the provenance columns and the event's ticker (the key its sample rows are replaced by).
 *   - earnings_events: one row per investor event (earnings call, conference, investor day, shareholder
 *     meeting), keyed by a uuid derived from a durable key (`src/engine/earnings/ids.ts`), with its linked
 *     earnings release and whether guidance extraction ran on it.
 *   - earnings_guidance: the guidance rows extracted from the release, in release order.
 *   - earnings_turns: the transcript's turns as published, in order; the text is never edited.
 *   - earnings_corrections: filing-backed corrections of figures spoken on the call, beside the turns.
 *   - earnings_briefs: the qualitative brief of a call and whether it is approved.
 */
import { PROVENANCE_COLUMNS } from './provenance';

export const EARNINGS_TABLES = `
CREATE TABLE earnings_events (
  event_id UUID NOT NULL,           -- derived from ticker + type + fiscal period or date (or the source's own id)
  ticker VARCHAR NOT NULL,
  event_type VARCHAR NOT NULL,      -- EarningsCall | Conference | InvestorDay | ShareholderMeeting | Other
  title VARCHAR NOT NULL,
  event_date DATE NOT NULL,         -- the call or event date
  fiscal_year INTEGER,              -- the company's own fiscal calendar; null for other events
  fiscal_quarter INTEGER,           -- 1 to 4; null for other events
  status VARCHAR NOT NULL,          -- Scheduled | Concluded | Postponed | Cancelled
  webcast_url VARCHAR,
  has_audio BOOLEAN NOT NULL,
  has_slides BOOLEAN NOT NULL,
  transcript_document_id UUID,      -- derived from the event id; null without a transcript
  release_form VARCHAR,             -- the linked earnings release (8-K, 6-K, …); null when none is linked
  release_filed_date DATE,
  release_url VARCHAR,
  release_accession VARCHAR,
  release_document_id UUID,         -- derived from the accession (else the url); null without a release
  guidance_extracted BOOLEAN NOT NULL, -- extraction ran: its rows (possibly none) are approved
  content_hash VARCHAR NOT NULL,    -- digest of the event as ingested: an unchanged re-ingest writes nothing${PROVENANCE_COLUMNS}
);
CREATE TABLE earnings_guidance (
  event_id UUID NOT NULL,
  ticker VARCHAR NOT NULL,
  position INTEGER NOT NULL,        -- 0-based order in the release
  metric VARCHAR NOT NULL,          -- Revenue, Diluted EPS, Operating margin, …
  period VARCHAR NOT NULL,          -- the target period as written (Q1 FY2027, FY2027)
  fiscal_year INTEGER NOT NULL,     -- target fiscal year
  fiscal_quarter INTEGER,           -- target quarter; null for full-year guidance
  unit VARCHAR NOT NULL,            -- USD | percent
  low DOUBLE NOT NULL,
  high DOUBLE NOT NULL,             -- equals low for point guidance
  basis VARCHAR,                    -- GAAP, non-GAAP, …; null when the release states none
  from_table BOOLEAN NOT NULL,
  quote VARCHAR NOT NULL,${PROVENANCE_COLUMNS}
);
CREATE TABLE earnings_turns (
  event_id UUID NOT NULL,
  ticker VARCHAR NOT NULL,
  position INTEGER NOT NULL,        -- 0-based turn order
  speaker_index INTEGER NOT NULL,   -- neutral index per distinct speaker of the event, in order of first turn
  speaker_name VARCHAR,             -- only when the identity is trusted
  speaker_role VARCHAR,             -- role label when known
  text VARCHAR NOT NULL,            -- as published, never edited
  start_seconds DOUBLE,
  end_seconds DOUBLE,${PROVENANCE_COLUMNS}
);
CREATE TABLE earnings_corrections (
  event_id UUID NOT NULL,
  ticker VARCHAR NOT NULL,
  position INTEGER NOT NULL,
  turn_index INTEGER NOT NULL,      -- position of the corrected turn
  spoken_text VARCHAR NOT NULL,     -- the figure as spoken (a part of the turn's text)
  corrected_text VARCHAR NOT NULL,
  corrected_value DOUBLE,
  unit VARCHAR,
  source_form VARCHAR NOT NULL,
  source_filed_date DATE NOT NULL,
  source_url VARCHAR,${PROVENANCE_COLUMNS}
);
CREATE TABLE earnings_briefs (
  event_id UUID NOT NULL,
  ticker VARCHAR NOT NULL,
  approved BOOLEAN NOT NULL,        -- only approved briefs are served
  tldr VARCHAR NOT NULL,
  bullish VARCHAR[] NOT NULL,
  bearish VARCHAR[] NOT NULL,
  quotes VARCHAR NOT NULL,          -- JSON array of {text, speakerName, speakerRole, startSeconds}${PROVENANCE_COLUMNS}
);
`;
