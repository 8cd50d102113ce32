export * from './factories';
export * from './inventory-factories';
export * from './mock-endpoint';
export * from './order-factories';
export * from './business-factories';
export * from './coupon-factories';
export * from './share-factories';
export * from './review-factories';
