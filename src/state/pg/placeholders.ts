/**
 * The store's SQL marks parameters with `?` (DuckDB's style); PostgreSQL numbers them (`$1`, `$2`, …).
 * Every `?` outside a string literal, a quoted identifier, a comment or a dollar-quoted body becomes the
 * next number, so one statement text serves both stores. A `?` inside any of those is left as it is.
 */

/** Translations, by statement text: the store runs the same few hundred statements again and again. */
const cache = new Map<string, string>();
const CACHE_LIMIT = 2000;

/** `sql` with each parameter `?` replaced by `$1`, `$2`, … in order. */
export function toNumberedParameters(sql: string): string {
  const known = cache.get(sql);
  if (known !== undefined) return known;
  const translated = translate(sql);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(sql, translated);
  return translated;
}

/** Index just past the quote closing a literal opened at `start`; a doubled quote is part of the literal. */
function endOfQuoted(sql: string, start: number, quote: string, backslashEscapes: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    const c = sql[i]!;
    if (backslashEscapes && c === '\\') {
      i += 2;
      continue;
    }
    if (c === quote) {
      if (sql[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i++;
  }
  return sql.length;
}

/** Index just past a block comment opened at `start`; PostgreSQL nests them. */
function endOfBlockComment(sql: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < sql.length) {
    if (sql.startsWith('/*', i)) {
      depth++;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else {
      i++;
    }
  }
  return sql.length;
}

// A dollar quote's tag: `$$` or `$name$`, where a name does not start with a digit (`$1` is a parameter).
const DOLLAR_TAG = /^\$([A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/;

function translate(sql: string): string {
  let out = '';
  let n = 0;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    let end = i + 1;
    if (c === "'") {
      // E'…' strings take backslash escapes; a standard string does not.
      const escaped = i > 0 && /[eE]/.test(sql[i - 1]!) && (i < 2 || !/[\w$]/.test(sql[i - 2]!));
      end = endOfQuoted(sql, i, "'", escaped);
    } else if (c === '"') {
      end = endOfQuoted(sql, i, '"', false);
    } else if (c === '-' && sql[i + 1] === '-') {
      const newline = sql.indexOf('\n', i);
      end = newline < 0 ? sql.length : newline;
    } else if (c === '/' && sql[i + 1] === '*') {
      end = endOfBlockComment(sql, i);
    } else if (c === '$' && (i === 0 || !/[\w$]/.test(sql[i - 1]!))) {
      const tag = DOLLAR_TAG.exec(sql.slice(i))?.[0];
      if (tag !== undefined) {
        const close = sql.indexOf(tag, i + tag.length);
        end = close < 0 ? sql.length : close + tag.length;
      }
    } else if (c === '?') {
      out += `$${++n}`;
      i++;
      continue;
    }
    out += sql.slice(i, end);
    i = end;
  }
  return out;
}
