/**
 * The one CUSIP → listing map every 13F read joins through (`cusip_map`): the links of `cusip_listings`
 * (an ingested CUSIP map, else the sample set's), then for a CUSIP they do not name, the listing the SEC's
 * fails-to-deliver files pair it with. A position whose CUSIP neither names keeps a null listed ticker.
 */
export const CUSIP_MAP = `
SELECT cusip, ticker FROM cusip_listings
UNION ALL
SELECT cusip, min(ticker) AS ticker FROM fails_to_deliver
WHERE symbol_mapped AND cusip NOT IN (SELECT cusip FROM cusip_listings)
GROUP BY cusip`;

/** `WITH cusip_map AS (…)`, to start a statement with. */
export const WITH_CUSIP_MAP = `WITH cusip_map AS (${CUSIP_MAP})`;

/**
 * `WITH cusip_map AS (…)` whose rows also say whether their listing has more than one CUSIP (`shared`): a
 * count of filers per listing is then a plain count over the listings with one CUSIP (a filer holds a
 * CUSIP once per position type) and a distinct count only over the few with several.
 */
export const WITH_SHARED_CUSIP_MAP = `WITH cusip_map AS (SELECT cusip, ticker, count(*) OVER (PARTITION BY ticker) > 1 AS shared FROM (${CUSIP_MAP}))`;
