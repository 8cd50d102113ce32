/** The IANA zone of every business date (storage day, "today", deadlines), whatever the device's zone. */
export const SHANGHAI_ZONE = 'Asia/Shanghai';
