/** A mainland China mobile number: 11 digits starting 13–19. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** An SMS verification code: 6 digits. */
export const SMS_CODE = /^\d{6}$/;
