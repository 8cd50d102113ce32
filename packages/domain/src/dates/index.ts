export { addDays } from './add-days';
export { daysInRange } from './days-in-range';
export { endOfShanghaiDay } from './end-of-shanghai-day';
export type { Instant } from './instant';
export { relativeDayLabel, type RelativeDayKey } from './relative-day-label';
export { SHANGHAI_ZONE } from './shanghai-zone';
export { shanghaiToday } from './shanghai-today';
export { shanghaiClock, shanghaiDateTime } from './shanghai-wall-time';
export { totalDays } from './total-days';
