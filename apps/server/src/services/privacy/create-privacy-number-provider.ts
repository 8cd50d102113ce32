import type { PrivacyConfig } from '../../config/load-config';
import { aliyunPrivacyNumbers } from './aliyun/aliyun-privacy-numbers';
import { DEFAULT_PRIVACY_NUMBER_POOL } from './default-privacy-number-pool';
import { localPrivacyNumbers } from './local-privacy-numbers';
import type { PrivacyNumberProvider } from './privacy-number-provider';

/** What the provider choice depends on. */
export interface PrivacyNumberProviderDeps {
  /** PRIVACY_PROVIDER and its settings; absent → the local pool. */
  privacy?: PrivacyConfig;
  /** The local provider's numbers (PRIVACY_NUMBER_POOL); absent → DEFAULT_PRIVACY_NUMBER_POOL. */
  pool?: readonly string[];
  /** The HTTP client of the real provider. */
  fetch: typeof fetch;
}

/** Alibaba Cloud's Dypls when configured, otherwise the local pool. */
export function createPrivacyNumberProvider(deps: PrivacyNumberProviderDeps): PrivacyNumberProvider {
  if (deps.privacy?.provider === 'aliyun') {
    const { provider: _provider, ...account } = deps.privacy;
    return aliyunPrivacyNumbers({ account, fetch: deps.fetch });
  }
  return localPrivacyNumbers(deps.pool ?? DEFAULT_PRIVACY_NUMBER_POOL);
}
