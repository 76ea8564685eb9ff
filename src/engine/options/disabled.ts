/**
 * The `disabled` options provider: every chain and contract call is a 503, never an empty no-options
 * answer. Expirations are a stored read and do not come through a provider.
 */
import { serviceUnavailable } from '../../core/errors';
import type { OptionsProvider } from './provider';

export const OPTIONS_DISABLED_MESSAGE =
  'Options data is disabled on this deployment; this is not a statement that the listing has no options.';

export const disabledOptionsProvider: OptionsProvider = {
  kind: 'disabled',
  chain: () => Promise.reject(serviceUnavailable(OPTIONS_DISABLED_MESSAGE)),
  contract: () => Promise.reject(serviceUnavailable(OPTIONS_DISABLED_MESSAGE)),
};
