import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// Route tests wait for lazily loaded screens; on a busy 2-core machine the first import takes seconds.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no canvas: answer getContext as a browser without WebGL does, instead of logging "not implemented".
HTMLCanvasElement.prototype.getContext = () => null;
