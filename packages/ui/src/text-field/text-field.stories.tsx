import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { id: 'phone', label: 'phone number', inputMode: 'tel', placeholder: 'your phone number', onValue: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** An invalid value: the message is an alert tied to the input. */
export const WithError: Story = {
  args: { defaultValue: '1380013', error: 'a mainland China mobile number has 11 digits and starts with 1' },
};

/** With something on each side of the input, as the logins have. */
export const WithPrefixAndSuffix: Story = {
  args: { prefix: <span>+86</span>, suffix: <button type="button">send code</button> },
};
