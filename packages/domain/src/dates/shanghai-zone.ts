import { FixedOffsetZone } from 'luxon';

/** The IANA name of the zone of every business date, for what reads zones by name (SQL's AT TIME ZONE, Intl). */
export const SHANGHAI_ZONE_NAME = 'Asia/Shanghai';

/**
 * The luxon zone of every business date (storage day, "today", deadlines), whatever the device's zone: UTC+8.
 * Shanghai has kept +08:00 all year since 1991 (its last summer time), so every date the product deals with has
 * that offset; a fixed offset spares the browser building an Intl formatter for the IANA zone to learn it (tens
 * of milliseconds of a phone's first screen) and luxon asking Intl for the offset of each instant.
 */
export const SHANGHAI_ZONE = FixedOffsetZone.instance(8 * 60);
