import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/render-with-i18n';
import { ConfirmDialog } from './confirm-dialog';

/** An opener button and an outcome line, so focus return and the chosen answer can be observed. */
function ConfirmHarness() {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('none');
  const answerWith = (value: string) => () => {
    setAnswer(value);
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <p>answer: {answer}</p>
      <ConfirmDialog open={open} message="switch city?" onConfirm={answerWith('yes')} onCancel={answerWith('no')} />
    </>
  );
}

describe('ConfirmDialog', () => {
  it.each([
    ['en', 'error notice', 'confirm', 'cancel'],
    ['zh-CN', '错误提示', '确定', '取消'],
  ] as const)('shows the default title and buttons in %s', (lng, title, confirm, cancel) => {
    renderWithI18n(<ConfirmDialog open message="switch city?" onConfirm={vi.fn()} onCancel={vi.fn()} />, { lng });
    const dialog = screen.getByRole('alertdialog', { name: title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('switch city?');
    expect(screen.getByRole('button', { name: confirm })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: cancel })).toBeInTheDocument();
  });

  it('uses custom texts', () => {
    renderWithI18n(
      <ConfirmDialog
        open
        title="choose a city"
        message="please choose the city where you need storage"
        confirmText="switch city"
        cancelText="stay"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'choose a city' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'switch city' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'stay' })).toBeInTheDocument();
  });

  it.each([
    ['the confirm button', 'yes', '{Enter}'],
    ['the cancel button', 'no', '{Shift>}{Tab}{/Shift}{Enter}'],
    ['Escape', 'no', '{Escape}'],
  ])('answers through %s and returns focus to the opener', async (_how, answer, keys) => {
    const { user } = renderWithI18n(<ConfirmHarness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'confirm' })).toHaveFocus();
    await user.keyboard(keys);
    expect(screen.getByText(`answer: ${answer}`)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab cycling between its buttons', async () => {
    const { user } = renderWithI18n(<ConfirmHarness />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const confirm = screen.getByRole('button', { name: 'confirm' });
    const cancel = screen.getByRole('button', { name: 'cancel' });
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('calls back from clicks', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithI18n(<ConfirmDialog open message="m" onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
