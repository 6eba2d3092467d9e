import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'shared-kernel/i18n';
import { MemoryRouter } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import { CLOSE_OVERLAY, createEventBus } from 'shared-kernel/bus';
import type { RemoteLifecycles } from 'shared-kernel/contract';
import type { SessionSnapshot } from 'shared-kernel/domain';
import { createTestI18n, expectNoAxeViolations, personas } from 'shared-kernel/testing';
import { HostProvider, type HostServices } from '../app/hostContext';
import { loadRemotes } from '../federation/loader';
import { descriptorFixture, fixtureFetch, ok, registryFixture } from '../federation/testing/fixtures';
import { OverlaySlot } from './OverlaySlot';

const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  init: () => ({ registerRemotes, loadRemote, moduleCache: new Map(), shareScopeMap: {} }),
}));

type ParcelProps = { domElement: HTMLElement; bus: { dispatch: (action: { type: string }) => void } };

/** An overlay module: plain DOM counting its mounts, with a button that asks the host to close it. */
function overlayLifecycles(): RemoteLifecycles & { mount: jest.Mock } {
  let mounts = 0;
  return {
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async (props: unknown) => {
      const { domElement, bus } = props as ParcelProps;
      mounts += 1;
      domElement.innerHTML = `<p>scan overlay, mount ${mounts}</p><button type="button">done</button>`;
      domElement
        .querySelector('button')!
        .addEventListener('click', () => bus.dispatch({ type: CLOSE_OVERLAY }));
    }),
    unmount: jest.fn(async (props: unknown) => {
      (props as ParcelProps).domElement.innerHTML = '';
    }),
    update: jest.fn(async () => undefined),
  };
}

const payments = descriptorFixture('payments', {
  overlays: [
    {
      action: 'payments.scan',
      module: './ScanPayment',
      titleKey: 'webapp.scanPayment.modal.title',
      rule: 'canCreatePaymentInBankableContext',
    },
  ],
});

async function renderSlot(snapshot: SessionSnapshot = personas.annaPrivate) {
  const remotes = await loadRemotes({
    env: 'prod',
    fetch: fixtureFetch({
      '/registry.json': ok(registryFixture(['payments'])),
      'http://remotes.test/remotes/payments/1.0.0/descriptor.json': ok(payments),
    }),
  });
  const bus = createEventBus();
  const services = {
    env: 'sandbox',
    appVersion: '1.14.3',
    bus,
    api: {},
    remotes,
    session: { staleness: null, state$: new BehaviorSubject({ authLevel: 'strong', snapshot }) },
  } as unknown as HostServices;
  const view = render(
    <I18nextProvider i18n={createTestI18n({ language: 'en' })}>
      <HostProvider value={services}>
        <MemoryRouter initialEntries={['/transactions']}>
          <button type="button">Scan payment</button>
          <OverlaySlot snapshot={snapshot} />
        </MemoryRouter>
      </HostProvider>
    </I18nextProvider>,
  );
  return { ...view, bus };
}

beforeEach(() => {
  loadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('opens the remote overlay on its bus action over any screen, and mounts it anew after a close', async () => {
  const lifecycles = overlayLifecycles();
  loadRemote.mockResolvedValue({ default: lifecycles });
  const { bus, container } = await renderSlot();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => bus.dispatch({ type: 'payments.scan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Scan payment' });
  expect(await screen.findByText('scan overlay, mount 1')).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('kontor_payments/ScanPayment');
  await expectNoAxeViolations(container.ownerDocument.body);
  // The kit modal's close unmounts it: closing resets.
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(dialog).not.toBeInTheDocument();
  await waitFor(() => expect(lifecycles.unmount).toHaveBeenCalledTimes(1));
  act(() => bus.dispatch({ type: 'payments.scan' }));
  expect(await screen.findByText('scan overlay, mount 2')).toBeInTheDocument();
  // The overlay closes itself through CLOSE_OVERLAY.
  await userEvent.click(screen.getByRole('button', { name: 'done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('does not open where its rule does not hold (the menu hides the item there)', async () => {
  loadRemote.mockResolvedValue({ default: overlayLifecycles() });
  const { bus } = await renderSlot(personas.ritaBaeckerei);
  act(() => bus.dispatch({ type: 'payments.scan' }));
  await act(async () => undefined);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(loadRemote).not.toHaveBeenCalled();
});

it('shows a remote that cannot be loaded as the translated notice inside the overlay, the page stands', async () => {
  loadRemote.mockRejectedValue(
    new Error('[ Federation Runtime ]: [ RUNTIME-008 ] Failed to load script resources. ScriptNetworkError'),
  );
  const { bus } = await renderSlot();
  act(() => bus.dispatch({ type: 'payments.scan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Scan payment' });
  expect(await screen.findByRole('alert')).toHaveTextContent('“Scan payment” is not available right now');
  expect(dialog).toContainElement(screen.getByRole('alert'));
  expect(screen.getByRole('button', { name: 'Scan payment' })).toBeInTheDocument();
});
