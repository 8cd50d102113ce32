/** Opening-hour templates per shop class and the matching Chinese businessTime text. */

const DAY = ['', '一', '二', '三', '四', '五', '六', '日'];
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const rule = (from, to, open, close) => ({ weekdays: range(from, to), open, close });

/** Every shop is open every day; each template lists 2–3 rules. */
export const HOURS_TEMPLATES = {
  allDay: [rule(1, 5, '00:00', '24:00'), rule(6, 7, '00:00', '24:00')],
  convenience: [
    [rule(1, 5, '07:00', '23:00'), rule(6, 7, '08:00', '23:00')],
    [rule(1, 5, '07:30', '22:30'), rule(6, 7, '08:00', '22:00')],
  ],
  hotel: [
    [rule(1, 5, '06:00', '24:00'), rule(6, 7, '07:00', '24:00')],
    [rule(1, 4, '07:00', '23:00'), rule(5, 6, '07:00', '24:00'), rule(7, 7, '08:00', '23:00')],
  ],
  cafe: [
    [rule(1, 5, '07:30', '20:00'), rule(6, 7, '09:00', '19:00')],
    [rule(1, 4, '08:00', '20:00'), rule(5, 6, '08:00', '21:00'), rule(7, 7, '09:00', '18:00')],
  ],
  counter: [
    [rule(1, 5, '07:00', '22:00'), rule(6, 7, '07:00', '23:00')],
    [rule(1, 4, '08:00', '21:00'), rule(5, 6, '08:00', '22:00'), rule(7, 7, '09:00', '21:00')],
  ],
};

/** '周一至周五 08:00-22:00' per rule, lines joined by '\n' (rules use consecutive weekdays). */
export function formatBusinessTime(hours) {
  return hours
    .map(({ weekdays, open, close }) => {
      const first = weekdays[0];
      const last = weekdays[weekdays.length - 1];
      const days = first === last ? `周${DAY[first]}` : `周${DAY[first]}至周${DAY[last]}`;
      return `${days} ${open}-${close}`;
    })
    .join('\n');
}
