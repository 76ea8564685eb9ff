/**
 * Plan gating of the supply-chain reads: Pro sees everything; any other plan gets the same 200 answer
 * locked (`locked` true, the server's upgrade page, counts and shares kept, no company named), never a
 * 403. The local CLI's own caller is on Pro (`LOCAL_CALLER`), so a local store shows everything.
 */
import type { EngineContext } from '../context';

export interface Access {
  locked: boolean;
  upgradeUrl: string | null;
}

export const accessOf = (ctx: EngineContext): Access =>
  ctx.caller.plan === 'pro' ? { locked: false, upgradeUrl: null } : { locked: true, upgradeUrl: ctx.upgradeUrl ?? null };
