import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test/render-with-i18n';
import { Tabs } from './tabs';

const TABS = [
  { id: 'luggage', label: 'luggage orders' },
  { id: 'consume', label: 'consumption orders' },
  { id: 'refunds', label: 'refunds' },
] as const;

function Harness({ initial = 'luggage' }: { initial?: string }) {
  const [selected, setSelected] = useState<string>(initial);
  return (
    <Tabs tabs={TABS} selected={selected} onSelect={setSelected} label="orders">
      panel of {selected}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('names the list, selects one tab and labels the panel with it', () => {
    renderWithI18n(<Harness />);
    expect(screen.getByRole('tablist', { name: 'orders' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'luggage orders' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'refunds' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'luggage orders' })).toHaveTextContent('panel of luggage');
  });

  it("shows a tab's badge after its label, as part of its name", () => {
    renderWithI18n(
      <Tabs tabs={[{ id: 'unused', label: 'unused', badge: '3' }, { id: 'used', label: 'used', badge: '0' }]} selected="unused" onSelect={() => {}} label="coupons">
        panel
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'unused 3' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'used 0' })).toHaveTextContent('used 0');
    expect(screen.getByRole('tabpanel', { name: 'unused 3' })).toHaveTextContent('panel');
  });

  it('selects the first tab when the selected id is none of them', () => {
    renderWithI18n(<Harness initial="unknown" />);
    expect(screen.getByRole('tab', { name: 'luggage orders' })).toHaveAttribute('aria-selected', 'true');
  });

  it('selects a tab on click', async () => {
    const { user } = renderWithI18n(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'refunds' }));
    expect(screen.getByRole('tabpanel', { name: 'refunds' })).toHaveTextContent('panel of refunds');
  });

  it('walks the tabs with the arrow keys, wrapping at the ends, and jumps with Home and End', async () => {
    const { user } = renderWithI18n(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'luggage orders' }));
    const walk = [
      ['{ArrowRight}', 'consumption orders'],
      ['{ArrowRight}', 'refunds'],
      ['{ArrowRight}', 'luggage orders'],
      ['{ArrowLeft}', 'refunds'],
      ['{Home}', 'luggage orders'],
      ['{End}', 'refunds'],
    ] as const;
    for (const [key, name] of walk) {
      await user.keyboard(key);
      const tab = screen.getByRole('tab', { name });
      expect(tab).toHaveAttribute('aria-selected', 'true');
      expect(tab).toHaveFocus();
    }
  });

  it('passes other keys on', async () => {
    const { user } = renderWithI18n(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'luggage orders' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'luggage orders' })).toHaveAttribute('aria-selected', 'true');
  });
});
