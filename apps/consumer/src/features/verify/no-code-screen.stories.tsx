import { PHONE_PAGE_FRAME, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { NoCodeScreen } from './no-code-screen';

const meta = {
  title: 'Consumer/Verify/No promotion code',
  component: NoCodeScreen,
  parameters: screenStory(consumerLocales, { route: '/nocode', frame: PHONE_PAGE_FRAME }),
} satisfies Meta<typeof NoCodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the code is for, the three steps to it and the way to #/verify. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'you do not have a promotion code yet' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'how to get one' })).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'verify my real name' })).toBeVisible();
  },
};

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '去实名认证' })).toBeVisible();
  },
};
