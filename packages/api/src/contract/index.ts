/**
 * The product API contract (spec §7): one file per endpoint with its path, method and zod schemas, the
 * shared entities, the `{status, content | errorMsg}` envelope and the error-message catalogue.
 * Coordinates are GCJ-02 everywhere; money is integer fen; dates are Asia/Shanghai days.
 */
export * from './endpoint';
export * from './endpoints';
export * from './envelope';
export * from './error-messages';
export * from './fields/client-variant';
export * from './fields/compact-date';
export * from './fields/coordinates';
export * from './fields/query-number';
export * from './fields/query-text';
export * from './entities/city';
export * from './entities/content-page';
export * from './entities/goods-id';
export * from './entities/inventory-item';
export * from './entities/opening-hours';
export * from './entities/order';
export * from './entities/place';
export * from './entities/shop';
export * from './entities/shop-detail';
export * from './act/wx-link';
export * from './city/city-list';
export * from './city/city-search';
export * from './content/content-page';
export * from './place/place-search';
export * from './place/reverse-geocode';
export * from './store/search-by-coordinate';
export * from './store/search-by-name';
export * from './store/store-business-time';
export * from './store/store-info-v2';
export * from './store/store-info-v3';
export * from './store/store-inventory';
export * from './system/client-config';
export * from './system/health';
export * from './fields/phone';
export * from './user/send-sms-code';
export * from './user/login';
export * from './user/logout';
export * from './user/user-info';
export * from './dev/sms-outbox';
export * from './order/checkout';
export * from './order/add-order';
export * from './order/order-list';
export * from './order/order-info';
export * from './order/order-actions';
export * from './pay/pay-calls';
export * from './entities/business';
export * from './business/business-auth';
export * from './business/business-staff';
export * from './business/business-counter';
export * from './business/business-shop';
export * from './business/business-reports';
