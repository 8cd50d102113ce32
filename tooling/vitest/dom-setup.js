import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A package's test files share one jsdom (the dom preset's isolate: false): after each test the screen is
// unmounted first (its last effects must not write into the next test's storage), then storage and the
// clock are reset; stubbed globals and spies are restored by the preset (unstubGlobals, restoreMocks).
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

// Route tests wait for the lazily loaded screens they navigate to; on a busy 2-core machine a first import takes seconds.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no canvas: answer getContext as a browser without WebGL does, instead of logging "not implemented".
HTMLCanvasElement.prototype.getContext = () => null;
