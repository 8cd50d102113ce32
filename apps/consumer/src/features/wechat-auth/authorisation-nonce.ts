const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const NONCE_LENGTH = 32;

/**
 * The `state` of one trip to WeChat's authorisation page: 32 random characters of [A-Za-z0-9] (WeChat
 * takes up to 128 of them), so a return carrying it can only be the one this page started.
 */
export function createAuthorisationNonce(randomInt: (max: number) => number = secureRandomInt): string {
  let nonce = '';
  for (let i = 0; i < NONCE_LENGTH; i += 1) nonce += ALPHABET[randomInt(ALPHABET.length)];
  return nonce;
}

function secureRandomInt(max: number): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value % max;
}
