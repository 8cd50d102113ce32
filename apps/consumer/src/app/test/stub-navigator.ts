import { onTestFinished } from 'vitest';

/** Gives the test's navigator a `share` or `clipboard` (jsdom has neither) until the test ends. */
export function stubNavigator<Name extends 'share' | 'clipboard'>(name: Name, value: Partial<Navigator[Name]>): void {
  Object.defineProperty(navigator, name, { value, configurable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, name);
  });
}
