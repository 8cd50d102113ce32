/** A phone for the log: the country and only the last 4 digits ('+86 *******8000'). */
export function maskPhone(country: string, phone: string): string {
  return `+${country} ${'*'.repeat(Math.max(phone.length - 4, 0))}${phone.slice(-4)}`;
}
