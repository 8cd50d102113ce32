import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/render-with-i18n';
import { ConfirmButton } from './confirm-button';

const QUESTION = { title: 'log out', message: 'log out on this device?', confirmText: 'log out now' };

describe('ConfirmButton', () => {
  it('asks first and acts once confirmed, closing the question', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithI18n(
      <ConfirmButton variant="text" question={QUESTION} onConfirm={onConfirm}>
        log out
      </ConfirmButton>,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'log out' }));
    expect(screen.getByRole('alertdialog', { name: 'log out' })).toHaveAccessibleDescription('log out on this device?');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'log out now' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does nothing when the question is cancelled, and gives the focus back to the button', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithI18n(
      <ConfirmButton question={QUESTION} onConfirm={onConfirm}>
        log out
      </ConfirmButton>,
    );
    await user.click(screen.getByRole('button', { name: 'log out' }));
    await user.click(screen.getByRole('button', { name: 'cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'log out' })).toHaveFocus();
  });
});
