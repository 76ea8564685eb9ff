/**
 * The refusal of a plan that may not call something (403 `forbidden`). A deployment with an upgrade page
 * (`fds serve --upgrade-url`, `FDS_UPGRADE_URL`, `fds config set upgradeUrl`) links to it, as clients of
 * a hosted service expect; one without says what to do instead of linking to a page it does not have.
 */
import { forbidden, type ApiError } from '../core/errors';
import type { Plan } from '../engine/context';

/** What a refused caller should do: the upgrade page, or, without one, who can give them the plan. */
export function upgradeAdvice(needs: string, upgradeUrl: string | undefined): string {
  return upgradeUrl === undefined ? `Ask the operator of this server for a key on ${needs}.` : `Upgrade at ${upgradeUrl}`;
}

/** 403 for `what` (e.g. `This endpoint`), which needs `needs` (e.g. `the Pro plan`), refused to `plan`. */
export function planRefusal(what: string, needs: string, plan: Plan, upgradeUrl: string | undefined): ApiError {
  return forbidden(`${what} needs ${needs}; your key is on the ${plan} plan. ${upgradeAdvice(needs, upgradeUrl)}`);
}
