import { decideApplicationEndpoint } from '@luggage/api/contract';
import { buildBusinessOrder, mockEndpoint } from '@luggage/api/mocks';
import { answerDialog, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { businessLocales } from '../../app/locales';
import { ApplicationList } from './application-list';
import { buildPendingApplication } from './build-pending-application';

const meta = {
  title: 'Business/Requests/Application list',
  component: ApplicationList,
  args: { storeId: 1, applications: [] },
  parameters: screenStory(businessLocales, { frame: { maxWidth: 420 } }),
} satisfies Meta<typeof ApplicationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cancellation application: the forfeit and the refund in yuan; approving announces the refund. */
export const Cancellation: Story = {
  args: { applications: [buildPendingApplication('cancel')] },
  parameters: { msw: [mockEndpoint(decideApplicationEndpoint, { content: buildBusinessOrder({ status: 'refunded', canCheckIn: false, block: 'notPaid' }) })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('article', { name: 'cancellation' }));
    await expect(card.getByText('my flight was cancelled')).toBeVisible();
    await expect(card.getByText('¥12.00 (20 %)')).toBeVisible();
    await expect(card.getByText('¥48.00')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'approve' }));
    await answerDialog(canvasElement, 'approve');
    await expect(await canvas.findByText('order 501 cancelled: ¥48.00 refunded to the traveller')).toBeVisible();
  },
};

/** A change of days: the asked days; declining keeps the order as it was. */
export const ChangeOfDays: Story = {
  args: { applications: [buildPendingApplication('edit')] },
  parameters: { msw: [mockEndpoint(decideApplicationEndpoint, { content: buildBusinessOrder({ id: '502' }) })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('article', { name: 'change of days' }));
    await expect(card.getByText('25 Nov 2026 to 26 Nov 2026 (2 days)')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'decline' }));
    await answerDialog(canvasElement, 'decline');
    await expect(await canvas.findByText('request for order 502 declined: the order stays as it was')).toBeVisible();
  },
};

/** Nothing waiting. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('no requests waiting')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** Approving a change when an asked day is full: the server's refusal shows in the card and in the last answer. */
export const NoRoom: Story = {
  args: { applications: [buildPendingApplication('edit')] },
  parameters: { msw: [mockEndpoint(decideApplicationEndpoint, { errorMsg: 'not enough room for bags on 2026-11-25, please choose other dates' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('article', { name: 'change of days' }));
    await userEvent.click(card.getByRole('button', { name: 'approve' }));
    await answerDialog(canvasElement, 'approve');
    await expect(await card.findByText('not enough room for bags on 2026-11-25, please choose other dates')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'last answer' })).toHaveTextContent(
      'order 502 was not answered: not enough room for bags on 2026-11-25, please choose other dates',
    );
    await expect(card.getByRole('button', { name: 'approve' })).toBeEnabled();
  },
};

/** Both kinds in Chinese. */
export const Chinese: Story = {
  args: { applications: [buildPendingApplication('cancel'), buildPendingApplication('edit')] },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /待处理申请/ })).toBeVisible();
    await expect(canvas.getByRole('article', { name: '取消申请' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: '修改日期' })).toBeVisible();
    await expect(canvas.getByText('¥12.00（20%）')).toBeVisible();
  },
};
