import { createCipheriv, randomBytes } from 'node:crypto';

/** An encrypted notification resource, as in the `resource` of a WeChat Pay notification. */
export interface SealedResource {
  original_type: string;
  algorithm: 'AEAD_AES_256_GCM';
  /** base64 of the AES-256-GCM ciphertext followed by its 16-byte tag. */
  ciphertext: string;
  associated_data: string;
  /** 12 characters, used as the GCM nonce in UTF-8. */
  nonce: string;
}

/**
 * Encrypts `plaintext` as WeChat Pay does for notifications: AEAD_AES_256_GCM with the APIv3 key (its 32
 * characters used as the key bytes), a fresh 12-character nonce and `associatedData` as AAD.
 */
export function sealResource(plaintext: string, apiV3Key: string, associatedData: string, originalType: string): SealedResource {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return { original_type: originalType, algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce };
}
