import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no canvas: answer getContext as a browser without WebGL does, instead of logging "not implemented".
HTMLCanvasElement.prototype.getContext = () => null;
