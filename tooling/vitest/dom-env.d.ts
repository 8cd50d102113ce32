// Testing Library's matchers (toBeInTheDocument, …) on Vitest's expect, for every React package's types.
/// <reference types="@testing-library/jest-dom/vitest" />
export {};
