import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// Route tests wait for the lazily loaded screens they navigate to; on a busy 2-core machine a first import takes seconds.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no canvas: answer getContext as a browser without WebGL does, instead of logging "not implemented".
HTMLCanvasElement.prototype.getContext = () => null;
