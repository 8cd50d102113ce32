import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { businessLocales } from '../../app/locales';
import { BusinessLoginForm } from './business-login-form';

const meta = {
  title: 'Business/Login form',
  component: BusinessLoginForm,
  parameters: { locales: businessLocales, layout: 'fullscreen' },
} satisfies Meta<typeof BusinessLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form as staff first see it. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('phone number')).toHaveValue('');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Submitting an empty form names both fields. */
export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /log in|登录/ }));
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};

/** The form in Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('手机号')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeVisible();
  },
};
