import {
  businessInfoEndpoint,
  ERROR_MESSAGES,
  findOrderByCodeEndpoint,
  orderStoreEndpoint,
  uploadLuggagePhotoEndpoint,
  type BusinessOrder,
} from '@luggage/api/contract';
import { buildBusinessInfo, buildBusinessOrder, mockEndpoint, type MockAnswer } from '@luggage/api/mocks';
import { expectToast, recordedEndpoint, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderStaffRoute } from '../app/test/render-staff-route';

// The decoder itself is tested on real QR images in voucher-qr-reader.test.ts; here a photo "holds" a code by its name.
vi.mock('../features/counter/voucher-qr-reader', () => ({
  readVoucherQr: (source: Blob) => Promise.resolve(source instanceof File && source.name.startsWith('qr-') ? source.name.slice(3, 11) : null),
}));

// The layout reads the signed-in account's shops: staff account 900 works at shop 1.
const server = setUpMsw(mockEndpoint(businessInfoEndpoint, { content: buildBusinessInfo() }));

/** A luggage photo name as the server makes them. */
const PHOTO_NAME = `${'a'.repeat(32)}.jpg`;
const PHOTO_URL = `https://photos.test/${PHOTO_NAME}?sig=1`;
/** The first bytes of a JPEG: enough for the client, which checks only the type and size. */
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const jpeg = (name = 'bag.jpg') => new File([JPEG_BYTES], name, { type: 'image/jpeg' });

/** Every request body or query a handler received, per endpoint. */
function recorder() {
  const finds: Record<string, unknown>[] = [];
  const uploads: Record<string, unknown>[] = [];
  const stores: Record<string, unknown>[] = [];
  return { finds, uploads, stores };
}

/**
 * find answers its code with `first`, then with each of `later` in turn (the last one stays), and 'order not
 * found' for other codes, recording the queries.
 */
const findHandler = (finds: Record<string, unknown>[], first: BusinessOrder, ...later: BusinessOrder[]) =>
  recordedEndpoint(findOrderByCodeEndpoint, finds, (params) => {
    const order = later[Math.min(finds.length - 1, later.length) - 1] ?? first;
    return params.code === order.voucherCode ? { content: order } : { errorMsg: ERROR_MESSAGES.orderNotFound.en };
  });

/** The booked order once its luggage is in store, with its photo: what the counter offers to hand back. */
const storedOrder = (overrides: Partial<BusinessOrder> = {}) =>
  buildBusinessOrder({ storeStatus: 20, pic: [PHOTO_URL], canCheckIn: false, canCheckOut: true, ...overrides });

/**
 * What a check-in at the counter calls, recorded in `calls`: find (the booked order, then the stored one),
 * the photo upload, and order/store answering `store`.
 */
const checkInHandlers = (calls: ReturnType<typeof recorder>, store: MockAnswer<typeof orderStoreEndpoint>) => [
  findHandler(calls.finds, buildBusinessOrder(), storedOrder()),
  uploadHandler(calls.uploads),
  recordedEndpoint(orderStoreEndpoint, calls.stores, () => store),
];

/** Opens the counter without a code, its find answering a booked order's code and recording the queries. */
async function openCounter() {
  const calls = recorder();
  server.use(findHandler(calls.finds, buildBusinessOrder()));
  const user = userEvent.setup();
  await renderStaffRoute('/bussiness/counter');
  return { calls, user };
}

const uploadHandler = (uploads: Record<string, unknown>[]) =>
  recordedEndpoint(uploadLuggagePhotoEndpoint, uploads, () => ({ content: { name: PHOTO_NAME, url: PHOTO_URL, width: 1600, height: 1200 } }));

/**
 * Gives this test's navigator a camera answering with `getUserMedia`, added to the real navigator (jsdom
 * has no camera): a stand-in navigator would break the signed API calls.
 */
function stubGetUserMedia(getUserMedia: () => Promise<unknown>) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  onTestFinished(() => void Reflect.deleteProperty(navigator, 'mediaDevices'));
}

/** A fake back camera whose tracks are recorded, live until stopped; its picture never holds a code. */
function stubCamera() {
  const tracks: { readyState: string; stop: () => void }[] = [];
  stubGetUserMedia(() => {
    const track = { readyState: 'live', stop: () => void (track.readyState = 'ended') };
    tracks.push(track);
    return Promise.resolve({ getTracks: () => [track] });
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  return tracks;
}

async function findCode(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(await screen.findByLabelText('voucher code'), text);
  await user.click(screen.getByRole('button', { name: 'find' }));
}

describe('#/bussiness/counter', () => {
  it('finds the order of a code typed in lower case with spaces and shows it', async () => {
    const { calls, user } = await openCounter();
    await findCode(user, ' 7kq2 m9-xd ');

    const heading = await screen.findByRole('heading', { name: 'order 7KQ2M9XD' });
    expect(calls.finds).toEqual([expect.objectContaining({ storeId: '1', code: '7KQ2M9XD' })]);
    const details = heading.closest('section') as HTMLElement;
    expect(details).toHaveTextContent('traveller138****8000');
    expect(details).toHaveTextContent('luggage2 bags');
    expect(details).toHaveTextContent('dates23 Nov 2026 – 24 Nov 2026 · 2 days');
    expect(details).toHaveTextContent('paid¥60.00');
    expect(details).toHaveTextContent('statusbooked, not yet stored');
    expect(screen.getByRole('heading', { name: 'check in' })).toBeInTheDocument();
  });

  it('refuses a code of the wrong shape without a call, and says when no order has the code', async () => {
    const { calls, user } = await openCounter();
    await findCode(user, '7KQ2M9X');
    expect(screen.getByRole('alert')).toHaveTextContent('please enter the 8-character voucher code');
    expect(calls.finds).toEqual([]);

    await user.clear(screen.getByLabelText('voucher code'));
    await findCode(user, 'ZZZZ 2222');
    expect(await screen.findByRole('alert')).toHaveTextContent('order not found');
    expect(screen.getByLabelText('voucher code')).toHaveValue('ZZZZ 2222');
    expect(screen.getByLabelText('voucher code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: /^order / })).not.toBeInTheDocument();
  });

  it('looks up ?code= at once', async () => {
    const calls = recorder();
    server.use(findHandler(calls.finds, buildBusinessOrder()));
    await renderStaffRoute('/bussiness/counter?code=7kq2-m9xd');
    expect(await screen.findByRole('heading', { name: 'order 7KQ2M9XD' })).toBeInTheDocument();
    expect(screen.getByLabelText('voucher code')).toHaveValue('7kq2-m9xd');
    expect(calls.finds).toEqual([expect.objectContaining({ storeId: '1', code: '7KQ2M9XD' })]);
  });

  it('checks in with an uploaded photo: the photo bytes, then order/store with its name; next customer starts again', async () => {
    const calls = recorder();
    server.use(...checkInHandlers(calls, { content: storedOrder() }));
    const user = userEvent.setup();
    await renderStaffRoute('/bussiness/counter');
    await findCode(user, '7KQ2M9XD');
    await user.click(await screen.findByRole('button', { name: 'confirm storage' }));
    expect(screen.getByRole('alert')).toHaveTextContent('add at least one uploaded photo');
    expect(calls.stores).toEqual([]);

    await user.upload(screen.getByLabelText('take a photo'), jpeg());
    const photo = await screen.findByRole('img', { name: 'luggage photo 1' });
    expect(photo.closest('li')).toHaveTextContent(/uploaded/);
    expect(calls.uploads).toEqual([expect.objectContaining({ storeId: 1, image: btoa(String.fromCharCode(...JPEG_BYTES)) })]);

    await user.click(screen.getByRole('button', { name: 'confirm storage' }));
    expect(await screen.findByRole('heading', { name: 'stored' })).toHaveFocus();
    expect(calls.stores).toEqual([expect.objectContaining({ storeId: 1, orderId: '501', status: 20, pic: [PHOTO_NAME] })]);
    expect(screen.getByText('the luggage of order 7KQ2M9XD is in store')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'photo 1 taken at check-in' })).toHaveAttribute('src', PHOTO_URL);

    await user.click(screen.getByRole('button', { name: 'next customer' }));
    expect(screen.getByLabelText('voucher code')).toHaveFocus();
    expect(screen.getByLabelText('voucher code')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: /^order / })).not.toBeInTheDocument();
  });

  it('toasts a refused check-in (spec §8) and offers the check-out when the refetched order is stored meanwhile', async () => {
    const calls = recorder();
    // Another phone at the counter stored it a moment earlier.
    server.use(...checkInHandlers(calls, { errorMsg: 'this order is already in store' }));
    const user = userEvent.setup();
    await renderStaffRoute('/bussiness/counter');
    await findCode(user, '7KQ2M9XD');
    await user.upload(await screen.findByLabelText('take a photo'), jpeg());
    expect(await screen.findByText('uploaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'confirm storage' }));

    expect(await screen.findByRole('button', { name: 'hand back' })).toBeInTheDocument();
    await expectToast('this order is already in store');
    expect(calls.finds).toHaveLength(2);
  });

  it('next customer after a ?code= link takes the code out of the address and starts with the cursor in the code field', async () => {
    server.use(...checkInHandlers(recorder(), { content: storedOrder() }));
    const user = userEvent.setup();
    const { router } = await renderStaffRoute('/bussiness/counter?code=7KQ2M9XD');
    await user.upload(await screen.findByLabelText('take a photo'), jpeg());
    expect(await screen.findByText('uploaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'confirm storage' }));
    await user.click(await screen.findByRole('button', { name: 'next customer' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByLabelText('voucher code')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('voucher code')).toHaveFocus());
    expect(screen.queryByRole('heading', { name: /^order / })).not.toBeInTheDocument();
  });

  it('refuses a 12 MB photo and a GIF before sending them, with the server’s texts', async () => {
    const calls = recorder();
    server.use(findHandler(calls.finds, buildBusinessOrder()), uploadHandler(calls.uploads));
    const user = userEvent.setup({ applyAccept: false });
    await renderStaffRoute('/bussiness/counter?code=7KQ2M9XD');
    const album = await screen.findByLabelText('choose from album');
    const big = new File([new Uint8Array(12 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' });
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], 'cat.gif', { type: 'image/gif' });
    await user.upload(album, [big, gif]);

    const refusals = screen.getByRole('alert');
    expect(within(refusals).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'big.jpg: the photo is larger than 10 MB, please take a smaller one',
      'cat.gif: please upload a JPEG, PNG or WebP photo',
    ]);
    expect(screen.queryByRole('img', { name: /luggage photo/ })).not.toBeInTheDocument();
    expect(calls.uploads).toEqual([]);
  });

  it('shows a failed upload and sends it again on retry; a removed photo is gone', async () => {
    const calls = recorder();
    let isDown = true;
    server.use(
      findHandler(calls.finds, buildBusinessOrder()),
      http.post(`*${uploadLuggagePhotoEndpoint.path}`, async ({ request }) => {
        calls.uploads.push((await request.json()) as Record<string, unknown>);
        return isDown
          ? HttpResponse.json({ status: 0 }, { status: 500 })
          : HttpResponse.json({ status: 1, content: { name: PHOTO_NAME, url: PHOTO_URL, width: 1600, height: 1200 } });
      }),
    );
    const user = userEvent.setup();
    await renderStaffRoute('/bussiness/counter?code=7KQ2M9XD');
    await user.upload(await screen.findByLabelText('take a photo'), jpeg());
    const item = (await screen.findByRole('img', { name: 'luggage photo 1' })).closest('li') as HTMLElement;
    expect(await within(item).findByRole('alert')).toHaveTextContent('request error');

    isDown = false;
    await user.click(within(item).getByRole('button', { name: 'retry' }));
    expect(await within(item).findByText('uploaded')).toBeInTheDocument();
    const image = btoa(String.fromCharCode(...JPEG_BYTES));
    expect(calls.uploads.map((body) => body.image)).toEqual([image, image]);

    await user.click(within(item).getByRole('button', { name: 'remove photo 1' }));
    expect(screen.queryByRole('img', { name: 'luggage photo 1' })).not.toBeInTheDocument();
  });

  it('says why an order cannot be checked in yet', async () => {
    const calls = recorder();
    server.use(findHandler(calls.finds, buildBusinessOrder({ startTime: '2026-11-25', canCheckIn: false, block: 'tooEarly' })));
    await renderStaffRoute('/bussiness/counter?code=7KQ2M9XD');
    expect(await screen.findByRole('note')).toHaveTextContent('check-in opens on 25 Nov 2026, the first day of the booking');
    expect(screen.queryByRole('button', { name: 'confirm storage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'hand back' })).not.toBeInTheDocument();
  });

  const late = (extraAmount: number) => storedOrder({ extraDays: 1, extraAmount });

  it('hands back a late pick-up only after the extra charge is confirmed as collected', async () => {
    const calls = recorder();
    server.use(
      findHandler(calls.finds, late(3000)),
      recordedEndpoint(orderStoreEndpoint, calls.stores, () => ({ content: buildBusinessOrder({ storeStatus: 30, canCheckOut: false, block: 'completed', extraCharge: { days: 1, amount: 3000 } }) })),
    );
    const user = userEvent.setup();
    await renderStaffRoute('/bussiness/counter?code=7KQ2M9XD');
    expect(await screen.findByRole('img', { name: 'photo 1 taken at check-in' })).toHaveAttribute('src', PHOTO_URL);
    expect(screen.getByText('picked up 1 day late: collect ¥30.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'hand back' }));
    expect(screen.getByRole('alert')).toHaveTextContent('confirm that you collected ¥30.00 first');
    expect(calls.stores).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'collected ¥30.00' }));
    await user.click(screen.getByRole('button', { name: 'hand back' }));
    expect(await screen.findByRole('heading', { name: 'completed' })).toBeInTheDocument();
    expect(calls.stores).toEqual([expect.objectContaining({ storeId: 1, orderId: '501', status: 30, extraAmount: 3000 })]);
    expect(screen.getByText('extra charge collected: ¥30.00')).toBeInTheDocument();
  });

  it('on amountChanged fetches the order again and asks to collect the new amount', async () => {
    const calls = recorder();
    server.use(
      findHandler(calls.finds, late(3000), late(6000)),
      recordedEndpoint(orderStoreEndpoint, calls.stores, (params) => {
        return params.extraAmount === 6000
          ? { content: buildBusinessOrder({ storeStatus: 30, canCheckOut: false, extraCharge: { days: 2, amount: 6000 } }) }
          : { errorMsg: ERROR_MESSAGES.amountChanged.en };
      }),
    );
    const user = userEvent.setup();
    await renderStaffRoute('/bussiness/counter?code=7KQ2M9XD');
    await user.click(await screen.findByRole('checkbox', { name: 'collected ¥30.00' }));
    await user.click(screen.getByRole('button', { name: 'hand back' }));

    // The refetched order brings the new amount a moment after the refusal.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('the amount has changed: collect ¥60.00 now'));
    const collected = screen.getByRole('checkbox', { name: 'collected ¥60.00' });
    expect(collected).not.toBeChecked();
    expect(calls.finds).toHaveLength(2);

    await user.click(collected);
    await user.click(screen.getByRole('button', { name: 'hand back' }));
    expect(await screen.findByRole('heading', { name: 'completed' })).toBeInTheDocument();
    expect(calls.stores.map((body) => body.extraAmount)).toEqual([3000, 6000]);
  });

  it('when the camera is not allowed, says so and puts the cursor in the code field', async () => {
    stubGetUserMedia(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const user = userEvent.setup();
    await renderStaffRoute('/bussiness/counter');
    await user.click(await screen.findByRole('button', { name: 'scan the QR code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('the camera is not allowed: please type the voucher code');
    await waitFor(() => expect(screen.getByLabelText('voucher code')).toHaveFocus());
    expect(screen.queryByLabelText(/camera view/)).not.toBeInTheDocument();
  });

  it('without any camera, says so too', async () => {
    const user = userEvent.setup();
    await renderStaffRoute('/bussiness/counter');
    await user.click(await screen.findByRole('button', { name: 'scan the QR code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('no usable camera: please type the voucher code or scan from a photo');
    expect(screen.getByLabelText('voucher code')).toHaveFocus();
  });

  it('reads the code from a photo and looks it up; a photo without a code says so', async () => {
    const { user } = await openCounter();
    const fromPhoto = await screen.findByLabelText('scan from a photo');
    await user.upload(fromPhoto, new File([JPEG_BYTES], 'holiday.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('no voucher QR code found in this photo, please try again or type the code');

    await user.upload(fromPhoto, new File([JPEG_BYTES], 'qr-7KQ2M9XD.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('heading', { name: 'order 7KQ2M9XD' })).toBeInTheDocument();
    expect(screen.getByLabelText('voucher code')).toHaveValue('7KQ2M9XD');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops the camera when scanning is stopped and when the screen is left', async () => {
    const tracks = stubCamera();
    const user = userEvent.setup();
    const view = await renderStaffRoute('/bussiness/counter');
    await user.click(await screen.findByRole('button', { name: 'scan the QR code' }));
    expect(screen.getByLabelText('camera view: hold the voucher QR code in the frame')).toBeInTheDocument();
    await waitFor(() => expect(tracks.map((track) => track.readyState)).toEqual(['live']));

    await user.click(screen.getByRole('button', { name: 'stop scanning' }));
    expect(tracks.map((track) => track.readyState)).toEqual(['ended']);

    await user.click(screen.getByRole('button', { name: 'scan the QR code' }));
    await waitFor(() => expect(tracks.map((track) => track.readyState)).toEqual(['ended', 'live']));
    view.unmount();
    expect(tracks.map((track) => track.readyState)).toEqual(['ended', 'ended']);
  });

  it('stops the camera when a code is typed and looked up, and when an order found meanwhile is shown', async () => {
    const [firstCode, secondCode] = ['7KQ2M9XD', 'Q3M8K2TX'];
    const first = buildBusinessOrder({ voucherCode: firstCode });
    const second = buildBusinessOrder({ id: '502', voucherCode: secondCode });
    let answerSecond = () => {};
    const secondAsked = new Promise<void>((resolve) => (answerSecond = resolve));
    server.use(
      http.get(`*${findOrderByCodeEndpoint.path}`, async ({ request }) => {
        const code = new URL(request.url).searchParams.get('code');
        if (code === secondCode) await secondAsked;
        return HttpResponse.json({ status: 1, content: code === secondCode ? second : first });
      }),
    );
    const tracks = stubCamera();
    const user = userEvent.setup();
    await renderStaffRoute('/bussiness/counter');
    await user.click(await screen.findByRole('button', { name: 'scan the QR code' }));
    await waitFor(() => expect(tracks.map((track) => track.readyState)).toEqual(['live']));

    await findCode(user, firstCode);
    expect(await screen.findByRole('heading', { name: `order ${firstCode}` })).toBeInTheDocument();
    expect(tracks.map((track) => track.readyState)).toEqual(['ended']);
    expect(screen.queryByLabelText(/camera view/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'scan the QR code' })).toHaveAttribute('aria-pressed', 'false');

    await user.clear(screen.getByLabelText('voucher code'));
    await findCode(user, secondCode);
    await user.click(screen.getByRole('button', { name: 'scan the QR code' }));
    await waitFor(() => expect(tracks.map((track) => track.readyState)).toEqual(['ended', 'live']));
    answerSecond();
    expect(await screen.findByRole('heading', { name: `order ${secondCode}` })).toBeInTheDocument();
    await waitFor(() => expect(tracks.map((track) => track.readyState)).toEqual(['ended', 'ended']));
    expect(screen.queryByLabelText(/camera view/)).not.toBeInTheDocument();
  });
});
