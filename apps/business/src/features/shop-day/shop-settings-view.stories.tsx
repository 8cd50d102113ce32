import { shopSettingsEndpoint, updateShopCapacityEndpoint, updateShopHoursEndpoint } from '@luggage/api/contract';
import { mockEndpoint } from '@luggage/api/mocks';
import { expectStoryToast, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { businessLocales } from '../../app/locales';
import { buildShopSettings } from './build-shop-settings';
import { ShopSettings } from './shop-settings-view';

const meta = {
  title: 'Business/Shop settings',
  component: ShopSettings,
  // 10:00 on Monday 23 November 2026 in Shanghai.
  args: { storeId: 1, role: 'owner', now: Date.parse('2026-11-23T02:00:00Z') },
  parameters: screenStory(businessLocales, {
    frame: null,
    msw: [
      mockEndpoint(shopSettingsEndpoint, { content: buildShopSettings() }),
      mockEndpoint(updateShopHoursEndpoint, { content: buildShopSettings() }),
      mockEndpoint(updateShopCapacityEndpoint, { errorMsg: '4 items are already booked on 2026-11-30, the capacity cannot be lower' }),
    ],
  }),
} satisfies Meta<typeof ShopSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner saves the opening hours after being told what was wrong. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const weekend = within(await canvas.findByRole('group', { name: 'opening rule 2' }));
    await userEvent.click(weekend.getByRole('checkbox', { name: 'Sat' }));
    await userEvent.click(weekend.getByRole('checkbox', { name: 'Sun' }));
    await userEvent.click(canvas.getByRole('button', { name: 'save' }));
    await expect(weekend.getByRole('group', { name: 'days' })).toHaveAccessibleDescription('choose at least one day');
    await userEvent.click(weekend.getByRole('checkbox', { name: 'Sun' }));
    await userEvent.click(canvas.getByRole('button', { name: 'save' }));
    await expect(await canvas.findByText('opening hours saved')).toBeVisible();
  },
};

/** Staff see the same settings without a way to change them, and why. */
export const StaffReadOnly: Story = {
  args: { role: 'staff' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('only the shop owner can change these settings; ask the owner to make a change')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('spinbutton', { name: 'capacity for bags (small items)' })).toHaveAttribute('readonly');
  },
};

/** A capacity the server refuses: its words stay under the field with the typed number. */
export const CapacityError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bags = await canvas.findByRole('spinbutton', { name: 'capacity for bags (small items)' });
    await userEvent.clear(bags);
    await userEvent.type(bags, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'save capacity for bags (small items)' }));
    await expectStoryToast(canvasElement, '4 items are already booked on 2026-11-30, the capacity cannot be lower');
    await expect(bags).toHaveValue(3);
  },
};
