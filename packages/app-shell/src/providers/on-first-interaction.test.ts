import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './on-first-interaction';

describe('onFirstInteraction', () => {
  it('waits for the first touch, key or wheel and runs once', () => {
    const action = vi.fn();
    onFirstInteraction(action);
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('scroll'));
    expect(action).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(action).toHaveBeenCalledTimes(1);
    for (const type of ['pointerdown', 'wheel', 'keydown']) window.dispatchEvent(new Event(type));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'wheel'])('counts a %s even when the screen stops it', (type) => {
    const action = vi.fn();
    const stopper = (event: Event) => event.stopPropagation();
    document.body.addEventListener(type, stopper);
    onFirstInteraction(action);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    document.body.removeEventListener(type, stopper);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const action = vi.fn();
    const cancel = onFirstInteraction(action);
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    expect(action).not.toHaveBeenCalled();
  });
});
