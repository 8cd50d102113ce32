import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { serverSecret } from '../business/server-secret';

/** How ID numbers are kept: sealed (AES-256-GCM) for the record, and a keyed hash to find the same number again. */
export interface IdNumberVault {
  /** 'v1.' + base64url(12-byte IV, 16-byte tag, ciphertext): a fresh IV each time. */
  seal(idNumber: string): Promise<string>;
  /** The ID number `sealed` holds; throws when it was not sealed with this key or was altered. */
  open(sealed: string): Promise<string>;
  /** HMAC-SHA256 (hex) of the number under a key of its own: equal numbers, equal hashes; no way back. */
  hash(idNumber: string): Promise<string>;
}

/** The two keys made from the one configured: one encrypts, the other hashes. */
interface VaultKeys {
  cipherKey: Buffer;
  hashKey: Buffer;
}

const deriveKeys = (key: Buffer): VaultKeys => ({
  cipherKey: Buffer.from(hkdfSync('sha256', key, '', 'luggage id-number cipher', 32)),
  hashKey: Buffer.from(hkdfSync('sha256', key, '', 'luggage id-number hash', 32)),
});

/**
 * The vault with `key` (IDENTITY_ENCRYPTION_KEY, 32 bytes), or when null with a key made from the server
 * secret 'identity-encryption' (shared through the database, like the other local secrets: development and
 * tests; production sets the key, see demoSettingsRefusals). Changing the key makes the stored numbers
 * unreadable and unmatched: keep it.
 */
export function idNumberVault(db: Kysely<DatabaseSchema>, key: Buffer | null): IdNumberVault {
  let keys: Promise<VaultKeys> | undefined;
  // A failed read (the database briefly away) is not kept: the next call reads again.
  const loadKeys = () =>
    (keys ??= (key ? Promise.resolve(key) : serverSecret(db, 'identity-encryption').then((secret) => Buffer.from(secret, 'hex'))).then(deriveKeys, (error: unknown) => {
      keys = undefined;
      throw error;
    }));
  return {
    async seal(idNumber) {
      const { cipherKey } = await loadKeys();
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', cipherKey, iv);
      const encrypted = Buffer.concat([cipher.update(idNumber, 'utf8'), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url')}`;
    },
    async open(sealed) {
      const { cipherKey } = await loadKeys();
      if (!sealed.startsWith('v1.')) throw new Error('not a sealed ID number');
      const bytes = Buffer.from(sealed.slice(3), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', cipherKey, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
    async hash(idNumber) {
      const { hashKey } = await loadKeys();
      return createHmac('sha256', hashKey).update(idNumber, 'utf8').digest('hex');
    },
  };
}
