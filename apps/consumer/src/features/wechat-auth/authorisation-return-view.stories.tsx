import { screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { AuthorisationReturnView } from './authorisation-return-view';

const meta = {
  title: 'Consumer/WeChat authorisation return',
  component: AuthorisationReturnView,
  args: { phase: { name: 'exchanging' }, onGoOn: fn(), onTryAgain: fn() },
  parameters: screenStory(consumerLocales),
} satisfies Meta<typeof AuthorisationReturnView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from WeChat with a code: the openid is being fetched. */
export const Exchanging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('connecting to WeChat…').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The traveller denied the authorisation: why paying in WeChat is not available, going on or authorising again. */
export const Denied: Story = {
  args: { phase: { name: 'denied' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'WeChat authorisation was not given' })).toBeVisible();
    await expect(canvas.getByText(/payment inside WeChat is not available/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'continue' }));
    await expect(args.onGoOn).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'authorise again' }));
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
  },
};

/** The exchange was refused: the server's words, announced, and the same ways on. */
export const Failed: Story = {
  args: { phase: { name: 'failed', message: 'the WeChat authorisation has expired, please try again' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'WeChat authorisation failed' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('the WeChat authorisation has expired, please try again');
    await expect(canvas.getByRole('button', { name: 'continue' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'authorise again' })).toBeEnabled();
  },
};

/** Denied, in Chinese. */
export const DeniedInChinese: Story = {
  args: { phase: { name: 'denied' } },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '未获得微信授权' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新授权' })).toBeEnabled();
  },
};
