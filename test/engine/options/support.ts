/** Fixtures of the option tests: the sample store with an options provider and a plan of choice. */
import type { Clock } from '../../../src/core/clock';
import type { EngineContext, Plan } from '../../../src/engine/context';
import { captureOptionsProvider } from '../../../src/engine/options/capture';
import type { OptionsProvider } from '../../../src/engine/options/provider';
import { sampleStore, type SampleFixture } from '../../support/store';

/** The sample store (as of 2026-11-20, clock 2026-11-21T15:00:00Z) answering options from its captures. */
export async function optionsFixture(): Promise<SampleFixture> {
  const fx = await sampleStore();
  return { ...fx, ctx: { ...fx.ctx, options: captureOptionsProvider } };
}

/** `ctx` as an account on `plan`, optionally with another provider or clock. */
export function asPlan(ctx: EngineContext, plan: Plan, extra: { options?: OptionsProvider; clock?: Clock } = {}): EngineContext {
  return { ...ctx, ...extra, caller: { kind: 'account', id: `acct-${plan}`, name: plan, plan } };
}
