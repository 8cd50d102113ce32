import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/render-with-i18n';
import { AlertDialog } from './alert-dialog';

/** An opener button that shows the dialog, so focus return can be observed. */
function AlertHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <AlertDialog open={open} message="the shop is closed" onClose={() => setOpen(false)} />
    </>
  );
}

describe('AlertDialog', () => {
  it.each([
    ['en', 'error notice', 'I know'],
    ['zh-CN', '错误提示', '我知道了'],
  ] as const)('shows the default title and button in %s', (lng, title, button) => {
    renderWithI18n(<AlertDialog open message="the shop is closed" onClose={vi.fn()} />, { lng });
    const dialog = screen.getByRole('alertdialog', { name: title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('the shop is closed');
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
  });

  it('uses a custom title and button text', () => {
    renderWithI18n(<AlertDialog open title="notice" buttonText="OK" message="saved" onClose={vi.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'notice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    renderWithI18n(<AlertDialog open={false} message="hidden" onClose={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes from the button and from Escape', async () => {
    const onClose = vi.fn();
    const { user } = renderWithI18n(<AlertDialog open message="m" onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'I know' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('moves focus into the dialog, keeps Tab inside and returns focus to the opener', async () => {
    const { user } = renderWithI18n(<AlertHarness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    const button = screen.getByRole('button', { name: 'I know' });
    expect(button).toHaveFocus();
    await user.tab();
    expect(button).toHaveFocus();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
