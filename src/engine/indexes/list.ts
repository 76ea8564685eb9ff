/** `indexes.list`: the seven covered indexes, each with its published list's size, date and source. */
import type { EngineContext } from '../context';
import { publishedList, sourceOf } from './published';
import type { IndexList } from './schemas';
import { INDEXES } from './universe';

export async function listIndexes(ctx: EngineContext): Promise<IndexList> {
  const data = [];
  for (const index of INDEXES) {
    const list = await publishedList(ctx.store, index);
    data.push({
      slug: index.slug,
      name: index.name,
      provider: index.provider,
      forecastable: index.forecast !== null,
      constituentCount: list?.holdingCount ?? 0,
      asOfDate: list?.asOfDate ?? null,
      source: list === null ? null : sourceOf(list),
      isDaily: list?.isDaily ?? false,
    });
  }
  return { data };
}
