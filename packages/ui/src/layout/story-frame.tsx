import type { Decorator } from '@storybook/react-vite';

/** The layout stories' frame: a phone's width less its margins, on the page's grey or a white surface. */
export function storyFrame(on: 'page' | 'surface'): Decorator {
  const background = on === 'page' ? 'var(--lg-color-background)' : 'var(--lg-color-surface)';
  return (Story) => (
    <div style={{ width: 343, padding: 16, background }}>
      <Story />
    </div>
  );
}
