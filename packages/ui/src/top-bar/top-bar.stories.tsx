import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inChinese } from '../storybook/in-chinese';
import { TopBar } from './top-bar';

const meta = {
  title: 'UI/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  args: { title: 'cities covered by the business', onBack: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {};

export const TitleOnly: Story = {
  args: { onBack: undefined },
};

export const Menu: Story = {
  args: { title: 'view nearby storage points', onBack: undefined, menu: { homeHref: '#/', onUser: fn() } },
};

export const Chinese: Story = inChinese({ title: '查看附近寄存点', menu: { homeHref: '#/', onUser: fn() } });
