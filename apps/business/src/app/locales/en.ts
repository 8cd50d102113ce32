/** English texts of the business app ('business' namespace). */
export const en = {
  appName: 'luggage storage for shops',
  titles: {
    login: 'business login',
    home: 'my shop',
    orders: 'shop orders',
    bind: 'staff',
    sendBind: 'confirm invitation',
    counter: 'check in / check out',
    walkIn: 'walk-in booking',
    settings: 'shop settings',
    stats: 'statistics',
    requests: 'requests',
    reviews: 'reviews',
    privacy: 'privacy policy for shop staff',
  },
};

export type BusinessMessages = typeof en;
