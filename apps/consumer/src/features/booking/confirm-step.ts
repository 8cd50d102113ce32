/** The `step` query parameter of the booking's confirmation page: /book/{id}?step=confirm. */
export const CONFIRM_STEP = 'confirm';
