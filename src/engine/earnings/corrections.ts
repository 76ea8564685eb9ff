/** The filing-backed corrections of an event's transcript, in order, each with the speaker of its turn. */
import type { EngineContext } from '../context';
import type { Correction } from './schemas';

const CORRECTIONS = `
SELECT c.turn_index AS "turnIndex", t.speaker_index AS "speakerIndex", c.spoken_text AS "spokenText", c.corrected_text AS "correctedText",
  c.corrected_value AS "correctedValue", c.unit,
  {form: c.source_form, filedDate: CAST(c.source_filed_date AS VARCHAR), url: c.source_url} AS source
FROM earnings_corrections c
LEFT JOIN earnings_turns t ON t.event_id = c.event_id AND t.position = c.turn_index
WHERE c.event_id = CAST(? AS UUID)
ORDER BY c.position`;

export const correctionsOf = (ctx: EngineContext, eventId: string): Promise<Correction[]> => ctx.store.all<Correction>(CORRECTIONS, [eventId]);
