import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../../db/database-schema';
import { idNumberVault } from './id-number-vault';

/** A configured key never reads the database. */
const noDatabase = {} as Kysely<DatabaseSchema>;
const KEY = Buffer.alloc(32, 1);
const ID_NUMBER = '11010519491231002X';

describe('idNumberVault with a configured key', () => {
  it('seals with a fresh IV each time, opening to the number', async () => {
    const vault = idNumberVault(noDatabase, KEY);
    const [first, second] = [await vault.seal(ID_NUMBER), await vault.seal(ID_NUMBER)];
    expect(first).toMatch(/^v1\.[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('1949');
    expect([await vault.open(first), await vault.open(second)]).toEqual([ID_NUMBER, ID_NUMBER]);
  });

  it('refuses to open what another key sealed or what was altered', async () => {
    const sealed = await idNumberVault(noDatabase, KEY).seal(ID_NUMBER);
    await expect(idNumberVault(noDatabase, Buffer.alloc(32, 2)).open(sealed)).rejects.toThrow();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'AB' : 'AA'}`;
    await expect(idNumberVault(noDatabase, KEY).open(altered)).rejects.toThrow();
  });

  it('hashes equal numbers alike under its key, other keys and numbers differently', async () => {
    const vault = idNumberVault(noDatabase, KEY);
    const hash = await vault.hash(ID_NUMBER);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await vault.hash(ID_NUMBER)).toBe(hash);
    expect(await vault.hash('310101199003071230')).not.toBe(hash);
    expect(await idNumberVault(noDatabase, Buffer.alloc(32, 2)).hash(ID_NUMBER)).not.toBe(hash);
  });
});
