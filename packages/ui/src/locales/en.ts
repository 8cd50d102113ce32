/**
 * English texts of the `ui` namespace. The dialog texts are the product spec's verbatim
 * (§2 Shared overlays); the other texts are ours.
 */
export const en = {
  dialog: {
    errorNotice: 'error notice',
    iKnow: 'I know',
    confirm: 'confirm',
    cancel: 'cancel',
  },
  toast: {
    region: 'notifications',
  },
  topBar: {
    back: 'back',
    home: 'home',
    userCentre: 'user centre',
  },
  states: {
    loading: 'loading…',
    empty: 'nothing here yet',
    error: 'something went wrong, please try again',
    retry: 'retry',
  },
  datePicker: {
    close: 'close',
  },
  stars: {
    label_one: '{{count}} star out of 5',
    label_other: '{{count}} stars out of 5',
  },
  fallback: {
    title: 'page not found',
    message: 'the page you are looking for does not exist or has moved',
    home: 'back to home',
  },
};

/** The shape every language of the `ui` namespace must have. */
export type UiMessages = typeof en;
