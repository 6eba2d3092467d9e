/**
 * Test set-up of the customer screens: the kernel's renderScreen with a mocked api client (the real client's
 * headers and error catalogue on a mock transport), a bus and a staleness tracker, and the screen receiving
 * the same props the host passes (RemoteScreenProps).
 */
import type { ComponentType } from 'react';
import { createApiClient } from 'shared-kernel/api';
import { createEventBus, createStalenessTracker, StalenessContext, type EventBus } from 'shared-kernel/bus';
import { RemoteContext, type RemoteScreenProps } from 'shared-kernel/contract';
import type { SessionSnapshot } from 'shared-kernel/domain';
import { createMockApi, personas, renderScreen, type MockApi, type PersonaName } from 'shared-kernel/testing';

type ScreenProps = Pick<RemoteScreenProps, 'api' | 'bus' | 'session'>;

export interface CustomerScreenTest {
  mockApi: MockApi;
  bus: EventBus;
  session: SessionSnapshot;
  render: (
    Screen: ComponentType<ScreenProps>,
    options?: { route?: string; path?: string; language?: 'en' | 'de' | 'fr' | 'it' },
  ) => ReturnType<typeof renderScreen>;
}

/** State the replies on `mockApi` first, then `render` the screen. */
export function customerScreenTest(
  persona: PersonaName | SessionSnapshot = 'annaPrivate',
): CustomerScreenTest {
  const session = typeof persona === 'string' ? personas[persona] : persona;
  const bus = createEventBus();
  const mockApi = createMockApi(
    createApiClient({
      env: session.env,
      getLanguage: () => 'en',
      getContext: () => session.currentContext,
      bus,
      onUnauthorized: () => undefined,
    }),
  );
  const tracker = createStalenessTracker(bus, { getSession: () => session });
  return {
    mockApi,
    bus,
    session,
    render: (Screen, options = {}) =>
      renderScreen(
        <RemoteContext.Provider value={{ api: mockApi.client, bus, session, routeId: 'accounts.test' }}>
          <StalenessContext.Provider value={tracker}>
            <Screen api={mockApi.client} bus={bus} session={session} />
          </StalenessContext.Provider>
        </RemoteContext.Provider>,
        { session, bus, api: mockApi, ...options },
      ),
  };
}
