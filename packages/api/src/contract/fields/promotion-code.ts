/** A promoter's code in a shared link: 6 capitals or digits. Without zod, so the home's first-touch check loads no schema. */
export const PROMOTION_CODE_PATTERN = /^[0-9A-Z]{6}$/;
