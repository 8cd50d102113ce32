import { removeStaffEndpoint, staffListEndpoint, type StaffMember } from '@luggage/api/contract';
import { mockEndpoint } from '@luggage/api/mocks';
import { answerDialog, expectStoryToast } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { businessLocales } from '../../app/locales';
import { StaffTeam } from './staff-team';

const team = (): StaffMember[] => [
  { userId: '900', phone: '+86 13900000000', role: 'owner', state: 'active', since: '2026-11-01T02:00:00Z' },
  { userId: '901', phone: '+86 13900000001', role: 'staff', state: 'active', since: '2026-11-20T06:30:00Z' },
  { userId: null, phone: '+86 13900000005', role: 'staff', state: 'invited', since: '2026-11-22T01:00:00Z' },
];

const meta = {
  title: 'Business/Staff team',
  component: StaffTeam,
  args: { storeId: 1 },
  parameters: {
    locales: businessLocales,
    msw: [
      mockEndpoint(staffListEndpoint, { content: { staff: team() } }),
      mockEndpoint(removeStaffEndpoint, { errorMsg: 'a shop owner cannot be removed' }),
    ],
  },
} satisfies Meta<typeof StaffTeam>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's team: the owner (not removable), a staff member and an open invitation. */
export const OwnersTeam: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'team' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('owner · active · since 1 Nov 2026, 10:00')).toBeVisible();
    await expect(canvas.getByText('staff · invited, not confirmed yet · invited 22 Nov 2026, 09:00')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'remove +86 13900000000' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'withdraw the invitation of +86 13900000005' })).toBeEnabled();
  },
};

/** A removal the server refuses: its message under the list. */
export const RemovalRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'remove +86 13900000001' }));
    await answerDialog(canvasElement, 'remove');
    await expectStoryToast(canvasElement, 'a shop owner cannot be removed');
  },
};

/** The team cannot be loaded: the error with a retry. */
export const LoadFailed: Story = {
  parameters: { msw: [mockEndpoint(staffListEndpoint, { httpStatus: 500 })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('request error');
    await expect(canvas.getByRole('button', { name: 'retry' })).toBeEnabled();
  },
};
