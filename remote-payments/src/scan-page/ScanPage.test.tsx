import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QrBill } from 'shared-kernel/domain';
import type { SessionSnapshot } from 'shared-kernel/domain';
import { expectNoAxeViolations, personas, renderScreen } from 'shared-kernel/testing';
import { orderRead } from '../payment-form/testFixtures';
import { ScanPage } from './ScanPage';

const readQrBillFromFile = jest.fn();
const readQrBillFromImageData = jest.fn();
jest.mock('../qr-bill/decoder', () => ({
  readQrBillFromFile: (...args: unknown[]) => readQrBillFromFile(...args),
  readQrBillFromImageData: (...args: unknown[]) => readQrBillFromImageData(...args),
}));

/** The phone: no session (auth none), as the host hands a bare-layout screen. */
const anonymousSnapshotFixture = (): SessionSnapshot => ({
  ...personas.annaPrivate,
  authLevel: 'none',
  user: null,
  profile: null,
  contexts: [],
  currentContext: null,
  cashAccounts: [],
  selectedCashAccountUid: null,
});

const TOKEN = 'A'.repeat(43);
const BETRIEB = '66666666-6666-4666-8666-666666666666';
const LOHN = '77777777-7777-4777-8777-777777777777';

const BILL: QrBill = {
  version: '0200',
  account: 'CH4431999123000889012',
  qrIban: true,
  creditor: {
    type: 'S',
    name: 'Stadtwerke Bern',
    street: 'Monbijoustrasse',
    buildingNumber: '11',
    postalCode: '3011',
    town: 'Bern',
    country: 'CH',
  },
  amount: null,
  currency: 'CHF',
  debtor: null,
  referenceType: 'QRR',
  reference: '210000000003139471430009017',
  message: 'Strom Oktober',
  billingInformation: '',
  alternativeProcedures: [],
};

function renderPage(language: 'en' | 'fr' = 'en') {
  const harness = renderScreen(<ScanPage />, {
    session: anonymousSnapshotFixture(),
    path: '/scan/:token',
    route: `/scan/${TOKEN}`,
    language,
  });
  harness.mockApi!.on('get', `/api/v2/qr-scans/${TOKEN}`, {
    data: {
      contextName: 'Bäckerei Meier GmbH',
      contextType: 'partnership',
      expiresAt: '2026-11-24T09:10:00.000Z',
      today: '2026-11-24',
      accounts: [
        { uid: BETRIEB, name: 'Betriebskonto', iban: 'CH9300762011623852957', currency: 'CHF' },
        { uid: LOHN, name: 'Lohnkonto', iban: 'CH5604835012345678009', currency: 'CHF' },
      ],
    },
  });
  return harness;
}

const choosePhoto = async () => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input).toHaveAttribute('accept', 'image/*');
  expect(input).toHaveAttribute('capture', 'environment');
  fireEvent.change(input, { target: { files: [new File(['png'], 'bill.png', { type: 'image/png' })] } });
};

beforeEach(() => {
  readQrBillFromFile.mockReset();
  readQrBillFromImageData.mockReset();
});

it('says why there is no live camera on plain http, reads a photo, and sends the bill to the computer as a draft', async () => {
  const harness = renderPage();
  expect(await screen.findByText('Payment for Bäckerei Meier GmbH')).toBeInTheDocument();
  expect(screen.getByText(/only works on a secure connection \(https or localhost\)/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Scan with the camera' })).not.toBeInTheDocument();
  await expectNoAxeViolations(harness.container);

  readQrBillFromFile.mockResolvedValue({ ok: true, bill: BILL });
  await choosePhoto();
  const heading = await screen.findByRole('heading', { name: 'Check the bill' });
  await waitFor(() => expect(heading).toHaveFocus());
  const bill = screen.getByTestId('scan-bill');
  expect(within(bill).getByText('Stadtwerke Bern')).toBeInTheDocument();
  // Grouped as printed on the bill.
  expect(within(bill).getByText('21 00000 00003 13947 14300 09017')).toBeInTheDocument();

  // The bill leaves the amount open: the payer must fill it in.
  await userEvent.click(screen.getByRole('button', { name: 'Send to computer' }));
  const amount = screen.getByRole('textbox', { name: /Amount in CHF/ });
  expect(amount).toHaveAccessibleDescription(/Enter an amount greater than zero/);
  expect(amount).toHaveFocus();
  await userEvent.type(amount, '84.30');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pay from' }), LOHN);
  harness.mockApi!.on('post', `/api/v2/qr-scans/${TOKEN}/payment-orders`, {
    status: 201,
    data: orderRead('draft', LOHN),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Send to computer' }));
  expect(
    await screen.findByText('Sent to your computer. Check and confirm the payment there.'),
  ).toBeInTheDocument();
  const sent = harness.mockApi!.calls.find((call) => call.method === 'post')!;
  expect(sent.data).toMatchObject({
    accountUid: LOHN,
    amount: 84.3,
    currency: 'CHF',
    isDraftPO: true,
    paymentTime: '2026-11-24',
    structuredReference: '210000000003139471430009017',
    paymentReason: 'Strom Oktober',
    beneficiary: {
      name: 'Stadtwerke Bern',
      iban: 'CH4431999123000889012',
      address: { street: 'Monbijoustrasse', number: '11', postalCode: '3011', city: 'Bern', country: 'CHE' },
    },
  });
  await expectNoAxeViolations(harness.container);
});

it('says what went wrong with a photo that holds no QR-bill', async () => {
  renderPage();
  await screen.findByText('Payment for Bäckerei Meier GmbH');
  readQrBillFromFile.mockResolvedValueOnce({ ok: false, error: 'no_qr_code_found' });
  await choosePhoto();
  expect(await screen.findByText(/No QR code was found/)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
  readQrBillFromFile.mockResolvedValueOnce({ ok: false, error: 'invalid_iban' });
  await choosePhoto();
  expect(await screen.findByText('This QR code is not a valid Swiss QR-bill.')).toBeInTheDocument();
});

it('pays at once and shows the gateway’s field errors and refusals in the page', async () => {
  const harness = renderPage();
  await screen.findByText('Payment for Bäckerei Meier GmbH');
  readQrBillFromFile.mockResolvedValue({ ok: true, bill: { ...BILL, amount: '120.00' } });
  await choosePhoto();
  await screen.findByRole('heading', { name: 'Check the bill' });
  expect(screen.queryByRole('textbox', { name: /Amount in/ })).not.toBeInTheDocument();
  harness.mockApi!.onceOn('post', `/api/v2/qr-scans/${TOKEN}/payment-orders`, {
    status: 400,
    data: {
      name: 'ValidationError',
      message: 'ValidationError',
      data: [
        {
          field: 'structuredReference',
          code: 'invalid_qr_reference',
          message: 'The QR reference is invalid.',
        },
      ],
    },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The bank cannot accept this bill as it is:');
  expect(alert).toHaveTextContent('The QR reference is invalid.');
  await waitFor(() => expect(alert.parentElement).toHaveFocus());
  harness.mockApi!.on('post', `/api/v2/qr-scans/${TOKEN}/payment-orders`, {
    status: 201,
    data: { ...orderRead('executed', BETRIEB), status: 'executed' },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  expect(await screen.findByText('The payment was executed.')).toBeInTheDocument();
  const posts = harness.mockApi!.calls.filter((call) => call.method === 'post');
  expect(posts.map((call) => (call.data as { isDraftPO: boolean }).isDraftPO)).toEqual([false, false]);
  // One customerTransactionId per page: a retry cannot pay twice.
  expect(
    new Set(posts.map((call) => (call.data as { customerTransactionId: string }).customerTransactionId)).size,
  ).toBe(1);
});

it('refuses a used or expired link with the gateway’s message', async () => {
  const harness = renderScreen(<ScanPage />, {
    session: anonymousSnapshotFixture(),
    path: '/scan/:token',
    route: `/scan/${TOKEN}`,
    language: 'fr',
  });
  harness.mockApi!.on('get', `/api/v2/qr-scans/${TOKEN}`, {
    status: 410,
    data: { code: 'link_expired', message: 'Ce lien de scan a expiré (il est valable 10 minutes).' },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de scan a expiré');
  expect(screen.getByRole('heading', { name: 'Scanner une QR-facture' })).toBeInTheDocument();
});

it('offers the live camera in a secure context and falls back to the photo when it cannot start', async () => {
  const getUserMedia = jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  try {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Scan with the camera' }));
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
      audio: false,
    });
    expect(await screen.findByText(/The camera could not be used/)).toBeInTheDocument();
    expect(screen.queryByText(/only works on a secure connection/)).not.toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeInTheDocument();
  } finally {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  }
});

it('reads the bill from the live camera’s frames, frame after frame, and lets go of the camera', async () => {
  const track = { stop: jest.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = jest.fn().mockResolvedValue(stream);
  // jsdom plays no video and draws no canvas: a 640x480 frame, drawn and handed over as ImageData.
  const frame = { width: 640, height: 480, data: new Uint8ClampedArray(4) } as unknown as ImageData;
  const context = { drawImage: jest.fn(), getImageData: jest.fn(() => frame) };
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const getContext = jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue(context as unknown as CanvasRenderingContext2D);
  const sizes = ['videoWidth', 'videoHeight'].map(
    (name) => [name, Object.getOwnPropertyDescriptor(HTMLVideoElement.prototype, name)] as const,
  );
  Object.defineProperty(HTMLVideoElement.prototype, 'videoWidth', { value: 640, configurable: true });
  Object.defineProperty(HTMLVideoElement.prototype, 'videoHeight', { value: 480, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  // The first frames hold no code (the payer still aims); a later one holds the bill.
  readQrBillFromImageData
    .mockResolvedValueOnce({ ok: false, error: 'no_qr_code_found' })
    .mockResolvedValueOnce({ ok: false, error: 'no_qr_code_found' })
    .mockResolvedValue({ ok: true, bill: { ...BILL, amount: '61.35' } });
  try {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Scan with the camera' }));
    expect(await screen.findByText(/Hold the QR code/)).toBeInTheDocument();
    const bill = await screen.findByTestId('scan-bill', {}, { timeout: 3000 });
    expect(within(bill).getByText('CHF 61.35')).toBeInTheDocument();
    expect(readQrBillFromImageData).toHaveBeenCalledTimes(3);
    expect(readQrBillFromImageData).toHaveBeenCalledWith(frame);
    expect(context.getImageData).toHaveBeenCalledWith(0, 0, 640, 480);
    // Read: the camera is off and its view gone.
    expect(track.stop).toHaveBeenCalled();
    expect(screen.queryByLabelText('Camera view')).not.toBeInTheDocument();
  } finally {
    play.mockRestore();
    getContext.mockRestore();
    for (const [name, descriptor] of sizes)
      if (descriptor) Object.defineProperty(HTMLVideoElement.prototype, name, descriptor);
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  }
});

it('gives the camera up, says so and keeps the photo when its frames cannot be read', async () => {
  const track = { stop: jest.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = jest.fn().mockResolvedValue(stream);
  const frame = { width: 640, height: 480, data: new Uint8ClampedArray(4) } as unknown as ImageData;
  const context = { drawImage: jest.fn(), getImageData: jest.fn(() => frame) };
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const getContext = jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue(context as unknown as CanvasRenderingContext2D);
  const sizes = ['videoWidth', 'videoHeight'].map(
    (name) => [name, Object.getOwnPropertyDescriptor(HTMLVideoElement.prototype, name)] as const,
  );
  Object.defineProperty(HTMLVideoElement.prototype, 'videoWidth', { value: 640, configurable: true });
  Object.defineProperty(HTMLVideoElement.prototype, 'videoHeight', { value: 480, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  // One failed read is tried again; three in a row end the camera.
  readQrBillFromImageData.mockReset();
  readQrBillFromImageData
    .mockRejectedValueOnce(new Error('decoder out of memory'))
    .mockResolvedValueOnce({ ok: false, error: 'no_qr_code_found' })
    .mockRejectedValue(new Error('decoder out of memory'));
  try {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Scan with the camera' }));
    expect(
      await screen.findByText(/The camera could not be used/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(readQrBillFromImageData).toHaveBeenCalledTimes(5);
    expect(track.stop).toHaveBeenCalled();
    expect(screen.queryByLabelText('Camera view')).not.toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeInTheDocument();
  } finally {
    play.mockRestore();
    getContext.mockRestore();
    for (const [name, descriptor] of sizes)
      if (descriptor) Object.defineProperty(HTMLVideoElement.prototype, name, descriptor);
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  }
});
