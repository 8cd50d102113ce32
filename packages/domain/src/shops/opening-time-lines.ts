/**
 * A shop's business-time text as a list of lines to show: split on line breaks ('\n' or '\r\n'),
 * each line trimmed, empty lines dropped. Missing text gives an empty list.
 */
export function openingTimeLines(businessTime: string | null | undefined): string[] {
  return (businessTime ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
