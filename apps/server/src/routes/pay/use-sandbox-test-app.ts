import { createTestSandbox } from '../../test/test-sandbox';
import { useTravellersTestApp, type TravellersTestAppOptions } from '../../test/use-travellers-test-app';
import { createPayTestClient } from './pay-test-client';

/**
 * {@link useTravellersTestApp} for tests that pay: the server's payment provider is a sandbox signing with
 * `secret` on the set-up's clock (other server deps from `options.deps`), and the client is {@link createPayTestClient}, whose notifications that
 * sandbox signs. Answers the set-up and the sandbox.
 */
export function useSandboxTestApp<Name extends string, StaffName extends string = never>(
  secret: string,
  phones: Record<Name, string>,
  options: Pick<TravellersTestAppOptions<ReturnType<typeof createPayTestClient>, StaffName>, 'staff' | 'deps'> = {},
) {
  // The sandbox shares the set-up's clock; `server` is read only once the tests run.
  const sandbox = createTestSandbox({ secret, clock: () => server.now });
  const server = useTravellersTestApp(phones, {
    ...options,
    deps: { ...options.deps, payments: sandbox.payments },
    client: (app, clock) => createPayTestClient(app, clock, sandbox.provider),
  });
  return { server, sandbox };
}
