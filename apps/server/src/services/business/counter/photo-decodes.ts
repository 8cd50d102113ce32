import pLimit from 'p-limit';

/**
 * How many uploaded photos one server process decodes at once: each decode may hold up to
 * LUGGAGE_PHOTO_MAX_PIXELS in memory and keeps a core busy, so more uploads wait their turn in order
 * instead of growing the process's memory with every parallel upload.
 */
export const PHOTO_DECODES_AT_ONCE = 2;

/**
 * The queue every photo decode of this process goes through ({@link PHOTO_DECODES_AT_ONCE} at a time;
 * `activeCount` and `pendingCount` say how busy it is). Shared by both servers of a process.
 */
export const photoDecodes = pLimit(PHOTO_DECODES_AT_ONCE);
