import { orderStoreEndpoint } from '@luggage/api/contract';
import { buildBusinessOrder, mockEndpoint } from '@luggage/api/mocks';
import { screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { businessLocales } from '../../app/locales';
import { CounterScreen } from './counter-screen';
import { findAnswers, LUGGAGE_PHOTO_URL, luggagePhotoFile, photoUploads } from './counter-story-mocks';

const lateOrder = buildBusinessOrder({
  storeStatus: 20,
  pic: [LUGGAGE_PHOTO_URL],
  checkedInAt: '2026-11-23T02:00:00Z',
  canCheckIn: false,
  canCheckOut: true,
  extraDays: 1,
  extraAmount: 3000,
});

/** The HTTP mocks of a paid order found at the counter, its photo uploads answered by `upload` (one of `photoUploads`). */
const paidOrderWith = (upload: RequestHandler) => [findAnswers(buildBusinessOrder()), upload];

/** A play step: a photo of the luggage taken with the camera. */
const takePhoto = async (canvasElement: HTMLElement) =>
  userEvent.upload(await within(canvasElement).findByLabelText('take a photo'), luggagePhotoFile());

const meta = {
  title: 'Business/Counter',
  component: CounterScreen,
  args: { storeId: 1, initialCode: '7KQ2M9XD' },
  parameters: screenStory(businessLocales, { frame: { maxWidth: 430 }, msw: paidOrderWith(photoUploads.stored) }),
} satisfies Meta<typeof CounterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing looked up yet: scan, a photo of the code, or the typed code. */
export const Lookup: Story = {
  args: { initialCode: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'find the order' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'scan the QR code' })).toBeVisible();
    await expect(canvas.getByLabelText('scan from a photo')).toBeInTheDocument();
    await expect(canvas.getByLabelText('voucher code')).toHaveValue('');
    await expect(canvas.queryByRole('heading', { name: /^order / })).not.toBeInTheDocument();
  },
};

/** A paid order on its first day: the details to check and the photos to take. */
export const ReadyToCheckIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = (await canvas.findByRole('heading', { name: 'order 7KQ2M9XD' })).closest('section') as HTMLElement;
    await expect(section).toHaveTextContent('138****8000');
    await expect(section).toHaveTextContent('2 bags');
    await expect(section).toHaveTextContent('23 Nov 2026 – 24 Nov 2026 · 2 days');
    await expect(section).toHaveTextContent('¥60.00');
    await expect(canvas.getByLabelText('take a photo')).toHaveAttribute('capture', 'environment');
    await expect(canvas.getByRole('button', { name: 'confirm storage' })).toBeEnabled();
  },
};

/** A photo on its way to the server. */
export const PhotoUploading: Story = {
  parameters: { msw: paidOrderWith(photoUploads.pending) },
  play: async ({ canvasElement }) => {
    await takePhoto(canvasElement);
    const photo = await within(canvasElement).findByRole('img', { name: 'luggage photo 1' });
    await expect(photo.closest('li')).toHaveTextContent('uploading…');
  },
};

/** Two photos stored: ready to confirm. */
export const PhotosUploaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText('choose from album'), [luggagePhotoFile('front.png'), luggagePhotoFile('side.png')]);
    await expect(await canvas.findAllByText('uploaded')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'remove photo 2' })).toBeVisible();
  },
};

/** The server refused a photo: its reason, and retry. */
export const PhotoFailed: Story = {
  parameters: { msw: paidOrderWith(photoUploads.refused) },
  play: async ({ canvasElement }) => {
    await takePhoto(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('the photo has too many pixels, please take a smaller one');
    await expect(canvas.getByRole('button', { name: 'retry' })).toBeVisible();
  },
};

/** Picked up a day late: the stored photo to compare and the charge to collect, confirmed before handing back. */
export const CheckOutWithExtraCharge: Story = {
  parameters: { msw: [findAnswers(lateOrder)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'photo 1 taken at check-in' })).toHaveAttribute('src', LUGGAGE_PHOTO_URL);
    await expect(canvas.getByText('picked up 1 day late: collect ¥30.00')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'collected ¥30.00' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'hand back' })).toBeVisible();
  },
};

/** Handed back after collecting the charge. */
export const Completed: Story = {
  parameters: {
    msw: [
      findAnswers(lateOrder),
      mockEndpoint(orderStoreEndpoint, {
        content: { ...lateOrder, storeStatus: 30, canCheckOut: false, block: 'completed', extraCharge: { days: 1, amount: 3000 } },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'collected ¥30.00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'hand back' }));
    await expect(await canvas.findByRole('heading', { name: 'completed' })).toBeVisible();
    await expect(canvas.getByText('extra charge collected: ¥30.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'next customer' })).toBeVisible();
  },
};

/** Booked from a later day: why it cannot be stored yet. */
export const BlockedTooEarly: Story = {
  parameters: { msw: [findAnswers(buildBusinessOrder({ startTime: '2026-11-25', endTime: '2026-11-26', canCheckIn: false, block: 'tooEarly' }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent('check-in opens on 25 Nov 2026, the first day of the booking');
    await expect(canvas.queryByRole('button', { name: 'confirm storage' })).not.toBeInTheDocument();
  },
};

/** 中文：可以寄存的订单。 */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = (await canvas.findByRole('heading', { name: '订单 7KQ2M9XD' })).closest('section') as HTMLElement;
    await expect(section).toHaveTextContent('背包 2 件');
    await expect(section).toHaveTextContent('2026年11月23日 至 2026年11月24日，共 2 天');
    await expect(canvas.getByRole('button', { name: '确认寄存' })).toBeVisible();
    await expect(canvas.getByLabelText('拍照')).toBeInTheDocument();
  },
};
