import type { Migration, MigrationProvider } from 'kysely/migration';
import { initialMigration } from './0001-initial';
import { placesMigration } from './0002-places';
import { contentPagesMigration } from './0003-content-pages';
import { storePhoneMigration } from './0004-store-phone';
import { accountsMigration } from './0005-accounts';
import { ordersMigration } from './0006-orders';
import { paymentsMigration } from './0007-payments';
import { sandboxTradesMigration } from './0008-sandbox-trades';
import { refundReasonsMigration } from './0009-refund-reasons';
import { businessMigration } from './0010-business';
import { wechatMigration } from './0011-wechat';
import { wechatFollowsMigration } from './0012-wechat-follows';
import { storeAddressEnMigration } from './0013-store-address-en';
import { contentSupportMarksMigration } from './0014-content-support-marks';
import { jingAnSpellingMigration } from './0015-jing-an-spelling';
import { couponsMigration } from './0016-coupons';
import { orderCouponMigration } from './0017-order-coupon';
import { sharingMigration } from './0018-sharing';
import { combosMigration } from './0019-combos';
import { reviewRepliesMigration } from './0020-review-replies';
import { privacyBindingsMigration } from './0021-privacy-bindings';
import { supplementaryOrdersMigration } from './0022-supplementary-orders';
import { invoicesMigration } from './0023-invoices';
import { moveRefundsMigration } from './0025-move-refunds';
import { shopScoreFromReviewsMigration } from './0026-shop-score-from-reviews';
import { rewardsMigration } from './0027-rewards';
import { clientLogMigration } from './0028-client-log';
import { abuseLimitsMigration } from './0029-abuse-limits';
import { realNameCodesMigration } from './0031-real-name-codes';
import { withdrawalConfirmationMigration } from './0032-withdrawal-confirmation';
import { refundAttemptsMigration } from './0033-refund-attempts';
import { nearbyCoveringIndexMigration } from './0034-nearby-covering-index';
import { unloggedRateLimitsMigration } from './0035-unlogged-rate-limits';

/** Every migration by name, in order; the names are stored in the database, never rename one. */
const migrations: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0002-places': placesMigration,
  '0003-content-pages': contentPagesMigration,
  '0004-store-phone': storePhoneMigration,
  '0005-accounts': accountsMigration,
  '0006-orders': ordersMigration,
  '0007-payments': paymentsMigration,
  '0008-sandbox-trades': sandboxTradesMigration,
  '0009-refund-reasons': refundReasonsMigration,
  '0010-business': businessMigration,
  '0011-wechat': wechatMigration,
  '0012-wechat-follows': wechatFollowsMigration,
  '0013-store-address-en': storeAddressEnMigration,
  '0014-content-support-marks': contentSupportMarksMigration,
  '0015-jing-an-spelling': jingAnSpellingMigration,
  '0016-coupons': couponsMigration,
  '0017-order-coupon': orderCouponMigration,
  '0018-sharing': sharingMigration,
  '0019-combos': combosMigration,
  '0020-review-replies': reviewRepliesMigration,
  '0021-privacy-bindings': privacyBindingsMigration,
  '0022-supplementary-orders': supplementaryOrdersMigration,
  '0023-invoices': invoicesMigration,
  '0025-move-refunds': moveRefundsMigration,
  '0026-shop-score-from-reviews': shopScoreFromReviewsMigration,
  '0027-rewards': rewardsMigration,
  '0028-client-log': clientLogMigration,
  '0029-abuse-limits': abuseLimitsMigration,
  '0031-real-name-codes': realNameCodesMigration,
  '0032-withdrawal-confirmation': withdrawalConfirmationMigration,
  '0033-refund-attempts': refundAttemptsMigration,
  '0034-nearby-covering-index': nearbyCoveringIndexMigration,
  '0035-unlogged-rate-limits': unloggedRateLimitsMigration,
};

/** Static provider: the migrations are bundled with the server, no folder scanning at run time. */
export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
