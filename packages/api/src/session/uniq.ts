const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A random 6-character device id ([0-9a-z]) sent as the Uniq header. */
export function createUniq(randomInt: (max: number) => number = secureRandomInt): string {
  let uniq = '';
  for (let i = 0; i < 6; i += 1) uniq += ALPHABET[randomInt(ALPHABET.length)];
  return uniq;
}

function secureRandomInt(max: number): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value % max;
}
