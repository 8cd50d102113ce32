import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, PGLITE_WASM_TIERING_FLAG } from './open-database';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('openDatabase and V8 tier-up of PGlite', () => {
  it('raises the WebAssembly tiering budget before PGlite compiles its module', async () => {
    const setFlags = vi.spyOn(v8, 'setFlagsFromString');
    const database = openDatabase({ pgliteDir: null });
    try {
      expect(setFlags).toHaveBeenCalledWith(PGLITE_WASM_TIERING_FLAG);
      expect(PGLITE_WASM_TIERING_FLAG).toBe('--wasm-tiering-budget=18000000');
    } finally {
      await database.close();
    }
  });

  it('leaves V8 alone on a real Postgres (no WebAssembly there)', async () => {
    const setFlags = vi.spyOn(v8, 'setFlagsFromString');
    const database = openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    await database.close();
    expect(setFlags).not.toHaveBeenCalled();
  });
});
