/** The `disabled` options provider: every option call is a 503, never an empty no-options answer. */
import { serviceUnavailable } from '../../core/errors';
import type { OptionsProvider } from './provider';

export const OPTIONS_DISABLED_MESSAGE =
  'Options data is disabled on this deployment; this is not a statement that the listing has no options.';

export const disabledOptionsProvider: OptionsProvider = {
  kind: 'disabled',
  expirations: () => Promise.reject(serviceUnavailable(OPTIONS_DISABLED_MESSAGE)),
  chain: () => Promise.reject(serviceUnavailable(OPTIONS_DISABLED_MESSAGE)),
  contract: () => Promise.reject(serviceUnavailable(OPTIONS_DISABLED_MESSAGE)),
};
