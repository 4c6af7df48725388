import type { Config } from '../../config';
import { ConfigError } from '../../config';
import type { PaymentProvider } from './provider';
import { createTestPos, type TestPos } from './test-pos';

/**
 * The provider PAYMENT_PROVIDER names. The Paynet and iyzico adapters implement provider.ts against their
 * documented calls (issue 13, built separately); until they are added here, choosing them stops the start.
 */
export function createConfiguredProvider(
  config: Config,
  secret: string,
  now?: () => Date,
): { provider: PaymentProvider; testPos: TestPos | null } {
  switch (config.PAYMENT_PROVIDER) {
    case 'testpos': {
      const testPos = createTestPos({ secret, now });
      return { provider: testPos.provider, testPos };
    }
    default:
      throw new ConfigError(
        `Invalid configuration:\n  PAYMENT_PROVIDER: the ${config.PAYMENT_PROVIDER} adapter is not available in this build (use testpos)`,
      );
  }
}
