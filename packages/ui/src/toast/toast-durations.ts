/** How long a toast stays when the caller gives no duration, in milliseconds (spec §2: 1 s default display). */
export const TOAST_DEFAULT_MS = 1000;

/** How long a toast raised through the app store stays, in milliseconds (spec §2: 1.5 s from the store). */
export const TOAST_STORE_MS = 1500;
