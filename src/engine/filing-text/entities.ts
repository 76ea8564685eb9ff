/**
 * Decodes the character references found in EDGAR HTML: every numeric reference, and the named ones
 * filings use (Workiva and other filing agents mostly write numeric ones). An unknown name is left as is.
 */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', ensp: ' ', emsp: ' ', thinsp: ' ',
  rsquo: '\u2019', lsquo: '\u2018', ldquo: '\u201c', rdquo: '\u201d', ndash: '\u2013', mdash: '\u2014',
  hellip: '\u2026', bull: '\u2022', middot: '\u00b7', reg: '\u00ae', trade: '\u2122', copy: '\u00a9',
  sect: '\u00a7', para: '\u00b6', deg: '\u00b0', cent: '\u00a2', pound: '\u00a3', euro: '\u20ac', yen: '\u00a5',
  eacute: '\u00e9', egrave: '\u00e8', ouml: '\u00f6', uuml: '\u00fc', auml: '\u00e4', ntilde: '\u00f1', ccedil: '\u00e7',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g, (whole, dec?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED[name] ?? whole;
    const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16);
    // A reference outside Unicode (or a lone surrogate) cannot be text; it is dropped rather than thrown on.
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '';
    return String.fromCodePoint(code);
  });
}
