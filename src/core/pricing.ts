/** Where a caller on the Free plan is sent to upgrade: in refusals and in the locked forecast. */
export const UPGRADE_URL = 'https://fds.dev/pricing';
