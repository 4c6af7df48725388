import type { Config } from '../../config';
import { ConfigError } from '../../config';
import { createIyzicoProvider } from './iyzico';
import { createPaynetProvider } from './paynet';
import type { PaymentProvider } from './provider';
import { createTestPos, type TestPos } from './test-pos';

/** A key the chosen provider needs is missing: the start stops with the two-line message of other config errors. */
function missing(key: string, provider: string): never {
  throw new ConfigError(`Invalid configuration:\n  ${key}: required with PAYMENT_PROVIDER=${provider}`);
}

/**
 * The provider PAYMENT_PROVIDER names: the Test POS (default), Paynet (paynet.ts) or iyzico
 * (iyzico.ts). An adapter's own call timeout is the service's (PAYMENT_PROVIDER_TIMEOUT_SECONDS), so a hung
 * connection is closed when the service gives up on it.
 */
export function createConfiguredProvider(
  config: Config,
  secret: string,
  now?: () => Date,
): { provider: PaymentProvider; testPos: TestPos | null } {
  const timeoutMs = config.PAYMENT_PROVIDER_TIMEOUT_SECONDS * 1000;
  switch (config.PAYMENT_PROVIDER) {
    case 'testpos': {
      const testPos = createTestPos({ secret, now });
      return { provider: testPos.provider, testPos };
    }
    case 'paynet':
      return {
        provider: createPaynetProvider({
          secretKey: config.PAYNET_SECRET_KEY ?? missing('PAYNET_SECRET_KEY', 'paynet'),
          apiUrl: config.PAYNET_API_URL,
          timeoutMs,
        }),
        testPos: null,
      };
    case 'iyzico':
      return {
        provider: createIyzicoProvider({
          apiKey: config.IYZICO_API_KEY ?? missing('IYZICO_API_KEY', 'iyzico'),
          secretKey: config.IYZICO_SECRET_KEY ?? missing('IYZICO_SECRET_KEY', 'iyzico'),
          baseUrl: config.IYZICO_BASE_URL,
          timeoutMs,
        }),
        testPos: null,
      };
    default:
      throw new ConfigError(
        `Invalid configuration:\n  PAYMENT_PROVIDER: ${String(config.PAYMENT_PROVIDER)} is not a provider (testpos, paynet, iyzico)`,
      );
  }
}
