/** A phone with its country as shown to the user: '+86 13800138000'. */
export function formatPhone(country: string, phone: string): string {
  return `+${country} ${phone}`;
}
