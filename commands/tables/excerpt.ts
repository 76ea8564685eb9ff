/**
 * A long sentence shortened for a table cell: whole words only, an ellipsis where words were left out,
 * and the part that matters (a company's name as written, else a percent) kept in view.
 */
import { wrap } from '../wrap';

/** Characters after the part that matters a start-of-sentence excerpt must still show. */
const AFTER = 12;

/** `text` cut to at most `max` characters at a word boundary, `…` marking the cut. */
function cutEnd(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > max / 2 ? room.slice(0, space) : room).replace(/[\s,;:]+$/, '')}…`;
}

/** Where the excerpt of `sentence` starts to show what matters within `room` characters (0: its start). */
function startOf(sentence: string, anchor: string | null, room: number): number {
  const at = anchor === null ? -1 : sentence.indexOf(anchor);
  const percent = /\d+(?:\.\d+)?\s?%/.exec(sentence);
  const [focus, end] = at >= 0 ? [at, at + anchor!.length] : percent === null ? [0, 0] : [percent.index, percent.index + percent[0].length];
  if (end <= room - AFTER) return 0;
  // Two words of lead-in before the part that matters.
  const lead = sentence.slice(0, focus).trimEnd().split(' ').slice(-2).join(' ');
  return Math.max(0, sentence.lastIndexOf(lead, focus));
}

/**
 * `sentence` on at most `lines` lines of at most `width` characters, starting early enough to show
 * `anchor` (see `startOf`), `…` marking what was left out at either end.
 */
export function excerptLines(sentence: string, anchor: string | null, width: number, lines: number): string[] {
  if (sentence.length <= width) return [sentence];
  const start = startOf(sentence, anchor, width * lines);
  const shown = start === 0 ? sentence : `…${sentence.slice(start)}`;
  const wrapped = wrap(shown, width).flatMap((line) => (line.length > width ? [cutEnd(line, width)] : [line]));
  if (wrapped.length <= lines) return wrapped;
  // The last line shows as much of the rest as fits, its cut marked.
  return [...wrapped.slice(0, lines - 1), cutEnd(wrapped.slice(lines - 1).join(' '), width)];
}

/** `sentence` on one line of at most `max` characters (see `excerptLines`). */
export const excerpt = (sentence: string, anchor: string | null, max: number): string => excerptLines(sentence, anchor, max, 1)[0]!;
