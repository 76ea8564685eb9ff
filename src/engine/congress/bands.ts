/**
 * Reading what a disclosure writes: amount bands, owners and transaction types. Both chambers disclose
 * amounts only as bands ($1,001 - $15,000, …, Over $50,000,000), never exact figures.
 */

export interface Band {
  from: number;
  /** Null for an open band (Over $50,000,000). */
  to: number | null;
}

const usd = (text: string): number | null => {
  const digits = text.replace(/[$,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : null;
};

/** `$1,001 - $15,000` or `Over $50,000,000` (also `$50,000,001 +`); null when it is neither. */
export function readBand(text: string): Band | null {
  const written = text.trim();
  const range = /^(\$?[\d,]+(?:\.\d+)?)\s*[-–]\s*(\$?[\d,]+(?:\.\d+)?)$/.exec(written);
  if (range !== null) {
    const from = usd(range[1]!);
    const to = usd(range[2]!);
    return from !== null && to !== null && from <= to ? { from, to } : null;
  }
  const open = /^(?:over\s+(\$?[\d,]+)|(\$?[\d,]+)\s*\+)$/i.exec(written);
  if (open !== null) {
    const from = usd(open[1] ?? open[2]!);
    return from === null ? null : { from, to: null };
  }
  return null;
}

/**
 * The value of an annual report's asset or liability: a band as {@link readBand} reads it, `None (or less
 * than $1,001)` as $0 to $1,000, and `Unascertainable` as an open band from $0; null otherwise.
 */
export function readValueBand(text: string): Band | null {
  const written = text.trim().toLowerCase();
  if (/^none( \(or less than \$1,001\))?$/.test(written)) return { from: 0, to: 1000 };
  if (written === 'unascertainable') return { from: 0, to: null };
  return readBand(text);
}

/** The owner labels of the API: House codes (SP, JT, DC) and Senate words read as one of them; '' when none stated. */
export function readOwner(text: string | null | undefined): string | null {
  const written = (text ?? '').trim().toLowerCase();
  if (written === '' || written === '--') return '';
  const owners: Record<string, string> = {
    self: 'Self', sp: 'Spouse', spouse: 'Spouse', jt: 'Joint', joint: 'Joint', dc: 'Child', child: 'Child', 'dependent child': 'Child',
  };
  return owners[written] ?? null;
}

/** Purchase, Sale or Exchange from a Senate word (Sale (Partial)) or a House code (S (partial)); null otherwise. */
export function readTransactionType(text: string): 'Purchase' | 'Sale' | 'Exchange' | null {
  const written = text.trim().toLowerCase();
  if (written === 'p' || written === 'purchase') return 'Purchase';
  if (/^(s|sale)( \((full|partial)\))?$/.test(written)) return 'Sale';
  if (written === 'e' || written === 'exchange') return 'Exchange';
  return null;
}

/** Text of an HTML fragment (a Senate asset description): tags dropped, entities decoded, spaces collapsed. */
export function htmlText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .replace(/\s+([:,.])/g, '$1')
    .trim();
}
