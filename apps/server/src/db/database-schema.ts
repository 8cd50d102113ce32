import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely table types, as openDatabase's type parsers read the columns on PGlite and Postgres alike: a
 * bigint (every `id` and `*_id` / `*_by` of a bigint table) is its decimal text, a DATE its 'yyyy-MM-dd'
 * text, a timestamptz a Date, an int a number. Coordinates are GCJ-02; money is integer fen. Each table
 * with lng/lat also has a generated `location point` column (GiST-indexed, used through `sql` for `<->`
 * and `<@`), left out here because it is never written and never selected as such.
 */
export interface DatabaseSchema {
  city: CityTable;
  store: StoreTable;
  place: PlaceTable;
  store_photo: StorePhotoTable;
  store_goods: StoreGoodsTable;
  store_hours: StoreHoursTable;
  inventory_reservation: InventoryReservationTable;
  session: SessionTable;
  content_page: ContentPageTable;
  app_user: AppUserTable;
  sms_code: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  user_order: UserOrderTable;
  user_order_goods: UserOrderGoodsTable;
  checkout_token: CheckoutTokenTable;
  payment: PaymentTable;
  payment_notification: PaymentNotificationTable;
  refund: RefundTable;
  order_application: OrderApplicationTable;
  order_review: OrderReviewTable;
  order_review_reply: OrderReviewReplyTable;
  request_signature: RequestSignatureTable;
  sandbox_trade: SandboxTradeTable;
  store_staff: StoreStaffTable;
  staff_invite: StaffInviteTable;
  luggage_photo: LuggagePhotoTable;
  order_extra_charge: OrderExtraChargeTable;
  store_closure: StoreClosureTable;
  store_open_confirmation: StoreOpenConfirmationTable;
  server_secret: ServerSecretTable;
  wechat_binding: WechatBindingTable;
  wechat_credential: WechatCredentialTable;
  wechat_local_code: WechatLocalCodeTable;
  wechat_scene_qrcode: WechatSceneQrcodeTable;
  wechat_follow: WechatFollowTable;
  coupon_template: CouponTemplateTable;
  coupon_template_store: CouponTemplateStoreTable;
  user_coupon: UserCouponTable;
  share_claim: ShareClaimTable;
  privacy_binding: PrivacyBindingTable;
  combo: ComboTable;
  coupon_order: CouponOrderTable;
  invoice: InvoiceTable;
  email_outbox: EmailOutboxTable;
  promotion_attribution: PromotionAttributionTable;
  reward: RewardTable;
  withdrawal: WithdrawalTable;
  wallet: WalletTable;
  wallet_entry: WalletEntryTable;
  identity_verification: IdentityVerificationTable;
  rate_limit_window: RateLimitWindowTable;
  client_log: ClientLogTable;
}

export interface CityTable {
  id: number;
  adcode: string;
  name: string;
  /** Pinyin, lower case without spaces. */
  en: string;
  /** Pinyin initials, lower case ('sh' for 上海). */
  initials: string;
  first_letter: string;
  province: string;
  lng: number;
  lat: number;
  covered: boolean;
  hot: number | null;
  hots: string | null;
}

export interface StoreTable {
  id: Generated<number>;
  city_id: number;
  name: string;
  en: string;
  lng: number;
  lat: number;
  address: string;
  /** The address in English ('268 Xizang Middle Road, Huangpu District, Shanghai'); null when the shop has none. */
  address_en: string | null;
  business_time: string;
  score: number;
  discount: number;
  is_support_scheduled: boolean;
  certified: boolean;
  label: string;
  class: string;
  /** Dialable phone number ('021-63581234'); null when the shop has none. */
  phone: string | null;
  created_at: Generated<Date>;
  /** Set when the shop is taken off the shelves. */
  removed_at: Date | null;
  /** Pinyin of the name, lower case, letters and digits only; '' until seeding fills it (see fillShopPinyin). */
  pinyin: Generated<string>;
  /** Initials of the name's Chinese syllables ('rmgcjcd'); '' until seeding fills it. */
  initials: Generated<string>;
}

/** The kinds of entries in the place index ('special': the four attractions of spec §2 Map component). */
export const PLACE_KINDS = ['district', 'town', 'station', 'airport', 'landmark', 'special'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** An entry of the built-in place index (place search and reverse geocoding). */
export interface PlaceTable {
  id: Generated<number>;
  city_id: number;
  kind: PlaceKind;
  name: string;
  en: string;
  /** Pinyin of the name, lower case, letters and digits only ('renminguangchang'). */
  pinyin: string;
  /** Initials of the name's Chinese syllables ('rmgc'). */
  initials: string;
  /** The district's name ('黄浦区'); '' when unknown. */
  district: string;
  address: string;
  lng: number;
  lat: number;
}

export interface StorePhotoTable {
  store_id: number;
  position: number;
  file: string;
}

export interface StoreGoodsTable {
  store_id: number;
  goods_id: number;
  price_fen: number;
  /** Units the shop accepts per day. */
  capacity: number;
}

export interface StoreHoursTable {
  id: Generated<number>;
  store_id: number;
  position: number;
  weekdays: number[];
  open: string;
  close: string;
}

export interface InventoryReservationTable {
  id: Generated<string>;
  store_id: number;
  goods_id: number;
  /** Asia/Shanghai calendar day. */
  day: string;
  units: number;
  created_at: Generated<Date>;
  /** The order holding the units: they count while it is paid, or unpaid before its pay_before. */
  order_id: string;
}

export interface SessionTable {
  /** SHA-256 (hex) of the User-Token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
  /** Whose session: a traveller's ('user') or shop staff's ('business'); a token works only in its area. */
  area: Generated<SessionArea>;
}

/** The two logins: travellers ('user') and shop staff ('business'). */
export type SessionArea = 'user' | 'business';

/** A traveller's account, created by the first login of a phone. */
export interface AppUserTable {
  id: Generated<string>;
  /** Calling code without '+' ('86'). */
  country: string;
  /** Digits only, without the country code. */
  phone: string;
  created_at: Date;
  /** The traveller's promotion code (6 of [0-9A-Z]), given with their first promotion QR. */
  promotion_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** The traveller's share code (8 of 23456789 and the capitals without I, L, O), given on first use and kept. */
  share_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** The real name the traveller confirmed by SMS (updatename); null before. */
  real_name: ColumnType<string | null, string | null | undefined, string | null>;
  real_name_confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** What an SMS code is for: a login of either area, or confirming a traveller's real name (updatename). */
export type SmsCodeArea = SessionArea | 'realname';

/** A login code sent by SMS; the rows also count the sends for the rate limits. */
export interface SmsCodeTable {
  id: Generated<string>;
  area: SmsCodeArea;
  country: string;
  phone: string;
  /** SHA-256 (hex) of the area, phone and code (see hashSmsCode); the code itself is never stored. */
  code_hash: string;
  /** The address that asked for the code. */
  ip: string;
  created_at: Date;
  expires_at: Date;
  wrong_attempts: Generated<number>;
  used_at: Date | null;
}

/** What the local SMS outbox 'sent' (the default provider; read by GET /api/dev/sms_outbox/). */
export interface SmsOutboxTable {
  id: Generated<string>;
  country: string;
  phone: string;
  code: string;
  sent_at: Date;
}

export interface ContentPageTable {
  /** A page name of the contract ('guide', 'questions', …). */
  name: string;
  language: 'en' | 'zh-CN';
  title: string;
  /** JSON array of sections; read as parsed JSON, written as JSON text. */
  sections: ColumnType<unknown, string, string>;
  updated_at: Generated<Date>;
}

/**
 * What happened to an order's money: unpaid until paid (an unpaid row past pay_before is lapsed whether or
 * not the column says so), cancelled when the traveller gave up paying, refunding then refunded after a
 * paid order was cancelled.
 */
export type OrderStatus = 'unpaid' | 'paid' | 'cancelled' | 'lapsed' | 'refunding' | 'refunded';

/** A traveller's booking; money in fen (pay_amount = order_amount − discount_amount). */
export interface UserOrderTable {
  id: Generated<string>;
  /** The traveller's account; null for a walk-in order (then walk_in_name is set). */
  user_id: string | null;
  /** Walk-in orders: the name the staff wrote down. */
  walk_in_name: ColumnType<string | null, string | null | undefined, string | null>;
  store_id: number;
  /** Asia/Shanghai calendar days, both included. */
  start_date: string;
  end_date: string;
  total_days: number;
  order_amount: number;
  discount_amount: number;
  pay_amount: number;
  status: Generated<OrderStatus>;
  /** Spec §4's storeStatus (20 = stored). */
  store_status: Generated<number>;
  /** 'counter': a walk-in order made by the shop's staff. */
  order_from: 'weixin' | 'web' | 'wxweb' | 'counter';
  /** An unpaid order holds its units until then. */
  pay_before: Date;
  created_at: Date;
  paid_at: Date | null;
  /** Set when paid: the code the shop scans or types. */
  voucher_code: string | null;
  cancelled_at: Date | null;
  /** order/cancel's reason key and words. */
  cancel_key: string | null;
  cancel_reason: string | null;
  /** Unused since luggage photos live in luggage_photo (JSON array, kept empty). */
  pics: ColumnType<string[], string | undefined, string>;
  /** Check-in (storeStatus 20) and check-out (30): when and by which staff account. */
  checked_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  checked_in_by: ColumnType<string | null, string | null | undefined, string | null>;
  checked_out_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  checked_out_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The traveller's coupon the order was priced with (user_coupon id), kept after it is given back; null for none. */
  coupon_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Fen the coupon took off (part of discount_amount); 0 without one. The shop's figures add it back. */
  coupon_amount: ColumnType<number, number | undefined, number>;
  /** A supplementary order's booking (spec §4's delayId); null for a booking. */
  delay_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** What a supplementary order adds to its booking: the days after its end, or a change of shop; null for a booking. */
  supplement: ColumnType<'extension' | 'move' | null, 'extension' | 'move' | null | undefined, 'extension' | 'move' | null>;
  /** The Uniq device id (spec §7) the order was booked from: unpaid orders are capped per device too; null for walk-ins and older orders. */
  device: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One goods of an order: count per day and the prices (fen per item per day) it was booked at. */
export interface UserOrderGoodsTable {
  order_id: string;
  goods_id: number;
  count: number;
  price: number;
  /** Price after the shop's discount. */
  discount: number;
}

/** A checkout's addOrderToken: single use, bound to its user and its priced cart. */
export interface CheckoutTokenTable {
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  store_id: number;
  /** The priced cart (see pricedCartSchema); read as parsed JSON, written as JSON text. */
  cart: ColumnType<unknown, string, never>;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  /** The order the token made. */
  order_id: string | null;
}

/**
 * One attempt to pay a booking (order_id) or a combo's coupon order (coupon_order_id), exactly one of them,
 * through a provider; out_trade_no is the id the provider knows it by.
 */
export interface PaymentTable {
  id: Generated<string>;
  order_id: string | null;
  coupon_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'counter': taken by the shop's staff (cash or the shop's own terminal), recorded by collected_by. */
  provider: 'sandbox' | 'wechat' | 'counter';
  out_trade_no: string;
  /** Fen, from the order when the attempt was made. */
  amount: number;
  status: Generated<'pending' | 'succeeded' | 'failed'>;
  /** The provider's id of the successful transaction. */
  transaction_id: string | null;
  created_at: Date;
  paid_at: Date | null;
  collected_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A provider notification already applied: the primary key makes a repeated one a no-op. */
export interface PaymentNotificationTable {
  provider: string;
  notification_id: string;
  out_trade_no: string;
  received_at: Date;
}

/** Money going back to the payment it came from (at most one refund per payment that has not failed, besides partial 'move' refunds; a failed one may be made again). */
export interface RefundTable {
  id: Generated<string>;
  /** The booking its payment paid; null for a coupon order's payment (see payment.coupon_order_id). */
  order_id: string | null;
  payment_id: string;
  out_refund_no: string;
  amount: number;
  /** cancelled: order/cancel; lapsed: paid after the hold ended and no room was left; duplicate: a second payment of a paid order; application: an approved cancellation application; mismatch: the provider took another amount than the payment's; combo: the unused coupons of a combo order; move: the difference when a booking moved to a cheaper shop (part of the payment; the booking goes on). */
  reason: 'cancelled' | 'lapsed' | 'duplicate' | 'application' | 'mismatch' | 'combo' | 'move';
  status: Generated<'processing' | 'succeeded' | 'failed'>;
  provider_refund_id: string | null;
  created_at: Date;
  succeeded_at: Date | null;
  /** Provider calls made by the retry job (settleOwedRefunds). */
  attempts: Generated<number>;
  /** While processing: when the retry job may claim it again (null: as soon as it is a minute old). */
  next_attempt_at: Date | null;
  /** The provider's last refusal or silence, for the shop owner's list of refunds owed. */
  last_error: string | null;
}

/** A cancellation application (apply_cancel) or change request (edit); at most one pending per order. */
export interface OrderApplicationTable {
  id: Generated<string>;
  order_id: string;
  kind: 'cancel' | 'edit';
  status: Generated<'pending' | 'withdrawn' | 'approved' | 'rejected'>;
  reason: string;
  /** apply_cancel's number ('part20' → 20). */
  part: number | null;
  pics: ColumnType<string[], string | undefined, string>;
  /** Change request: the days asked for. */
  start_date: string | null;
  end_date: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The one review of an order. */
export interface OrderReviewTable {
  order_id: string;
  user_id: string;
  score: number;
  content: string;
  source: string;
  created_at: Date;
}

/** The shop's one reply to a review (its order), by a staff member of the shop. */
export interface OrderReviewReplyTable {
  order_id: string;
  /** The staff member who replied. */
  user_id: string;
  /** 1–500 characters, trimmed. */
  content: string;
  created_at: Date;
}

/** A signed POST seen inside the timestamp window (uniq + sign): the same request again is a replay. */
export interface RequestSignatureTable {
  uniq: string;
  sign: string;
  seen_at: Date;
}

/**
 * The local sandbox payment provider's own record of a trade, as a real provider keeps it on its servers
 * (not our record of the payment: that is `payment`). Only the sandbox provider reads and writes it.
 */
export interface SandboxTradeTable {
  /** The payment's out_trade_no. */
  out_trade_no: string;
  /** Fen the trade was opened for. */
  amount: number;
  /** NOTPAY until the sandbox sheet settles it, once, as SUCCESS or PAYERROR. */
  state: 'NOTPAY' | 'SUCCESS' | 'PAYERROR';
  /** The sandbox's transaction id, set when the trade succeeded. */
  transaction_id: string | null;
  created_at: Date;
  settled_at: Date | null;
}

/** A staff account's role at one shop: owners also edit the shop and invite staff. */
export type StaffRole = 'owner' | 'staff';

/** Who works at which shop (an app_user may work at several). */
export interface StoreStaffTable {
  store_id: number;
  user_id: string;
  role: StaffRole;
  created_at: Date;
}

/** An owner's invitation of a phone to the shop; at most one open per shop and phone. */
export interface StaffInviteTable {
  id: Generated<string>;
  store_id: number;
  country: string;
  phone: string;
  role: Generated<StaffRole>;
  invited_by: string;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  accepted_by: string | null;
  revoked_at: Date | null;
}

/** A re-encoded photo of stored luggage (no metadata); order_id is set when check-in attaches it. */
export interface LuggagePhotoTable {
  /** Server-made: 32 random hex digits + '.jpg' or '.webp'. */
  name: string;
  store_id: number;
  order_id: string | null;
  uploaded_by: string;
  mime: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
  content: Buffer;
  created_at: Date;
}

/** Extra days charged at pick-up (a consumption order of the shop), collected at the counter. */
export interface OrderExtraChargeTable {
  id: Generated<string>;
  order_id: string;
  store_id: number;
  days: number;
  amount: number;
  collected_by: string;
  created_at: Date;
}

/** A day the shop is closed: no new bookings for it. */
export interface StoreClosureTable {
  store_id: number;
  day: string;
  created_by: string;
  created_at: Date;
}

/** Staff confirmed the shop is open on that (Asia/Shanghai) day. */
export interface StoreOpenConfirmationTable {
  store_id: number;
  day: string;
  confirmed_by: string;
  confirmed_at: Date;
}

/** A secret shared by every server instance (made once, e.g. the luggage-photo URL key). */
export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: Date;
}

/** The WeChat user (openid, per official-account app id) who pays for a traveller. */
export interface WechatBindingTable {
  app_id: string;
  user_id: string;
  openid: string;
  bound_at: Date;
}

/** WeChat's access token or jsapi ticket of an app id, cached until a little before `expires_at`. */
export interface WechatCredentialTable {
  app_id: string;
  kind: 'access_token' | 'jsapi_ticket';
  value: string;
  expires_at: Date;
  /** While one request renews the credential: until when its lease holds. */
  renewing_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A code of the local authorisation page: single-use, valid 5 minutes. */
export interface WechatLocalCodeTable {
  code: string;
  openid: string;
  created_at: Date;
  used_at: Date | null;
}

/** What a permanent scene QR code of the account encodes (made once per scene: WeChat limits how many). */
export interface WechatSceneQrcodeTable {
  app_id: string;
  scene: string;
  content: string;
  created_at: Date;
}

/** A WeChat user who followed the account through a traveller's promotion QR: first touch, never changed. */
export interface WechatFollowTable {
  app_id: string;
  openid: string;
  promotion_code: string;
  /** 'subscribe' (followed through the QR) or 'SCAN' (already a follower, scanned it). */
  event: 'subscribe' | 'SCAN';
  followed_at: Date;
}

/**
 * How a template's copies reach travellers: at the first login ('welcome'), claimed by id on its activity
 * page ('activity'), claimed by a friend from a traveller's share link ('share-friend'), given to the
 * sharer once that friend's first order is paid ('share-reward'), or bought in a combo package ('combo').
 */
export type CouponChannel = 'welcome' | 'activity' | 'share-friend' | 'share-reward' | 'combo';

/**
 * A coupon template: the terms every copy shares (money in fen), its validity, claim window, scope, stock
 * and per-person limit. Exactly one of amount_off / percent_off; max_discount exactly with percent_off;
 * exactly one of valid_days / the valid_from–valid_until window. Terms never change once copies exist:
 * a new offer is a new template.
 */
export interface CouponTemplateTable {
  id: Generated<number>;
  /** Stable name of the template ('welcome-5-off-10'): the seed's key. */
  code: string;
  channel: CouponChannel;
  name: string;
  name_en: string;
  amount_off: number | null;
  /** One item-day off (combo coupons); exactly one of amount_off, percent_off and item_day. */
  item_day: Generated<boolean>;
  /** 1–99. */
  percent_off: number | null;
  /** The cap of a percent discount. */
  max_discount: number | null;
  min_spend: Generated<number>;
  /** A fixed window for every copy (valid_until excluded). */
  valid_from: Date | null;
  valid_until: Date | null;
  /** Or: valid from the issue to 24:00 Asia/Shanghai of the valid_days-th day after the issue day. */
  valid_days: number | null;
  /** When copies may be issued (claim_until excluded); null: no bound. */
  claim_from: Date | null;
  claim_until: Date | null;
  /** 'shops': the stores of coupon_template_store. */
  scope_kind: 'all' | 'city' | 'shops';
  scope_city_id: number | null;
  /** 1 suitcase, 2 bag; null for both. */
  scope_goods_id: number | null;
  /** Copies that may be issued in all; null: unlimited. */
  stock: number | null;
  /** Copies issued so far; the database keeps it ≤ stock. */
  issued: Generated<number>;
  per_person_limit: Generated<number>;
  /** A 'share-friend' template: refused to a traveller who has had an order paid. */
  new_customers_only: Generated<boolean>;
  created_at: Generated<Date>;
}

/** A shop of a template whose scope_kind is 'shops'. */
export interface CouponTemplateStoreTable {
  template_id: number;
  store_id: number;
}

/**
 * A traveller's copy of a template. 'locked': the order order_id holds it while that order is unpaid and
 * inside its pay_before (afterwards it is free again without a write); 'used': a paid order used it.
 * Expired is read from ends_at.
 */
export interface UserCouponTable {
  id: Generated<string>;
  user_id: string;
  template_id: number;
  /** The traveller's n-th copy of the template (1, 2, …); unique per template and traveller. */
  claim_number: number;
  starts_at: Date;
  /** Excluded. */
  ends_at: Date;
  /** 'withdrawn': taken back unused by the refund of its combo order; never listed or usable again. */
  state: Generated<'unused' | 'locked' | 'used' | 'withdrawn'>;
  order_id: string | null;
  used_at: Date | null;
  issued_at: Date;
  /** The combo purchase that issued it; null for other coupons. */
  coupon_order_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A combo package on sale: `coupon_count` copies of the combo template `template_id` for `price` fen. */
export interface ComboTable {
  id: Generated<number>;
  template_id: number;
  price: number;
  coupon_count: number;
  on_sale: Generated<boolean>;
}

/**
 * A traveller's combo purchase (spec §3 "Coupon order"): unpaid until pay_before; paid issues its coupons
 * (start_time the payment, end_time their last valid second); refunding / refunded once its unused coupons
 * are refunded (refund_amount at refunded_at, the request).
 */
export interface CouponOrderTable {
  id: Generated<string>;
  user_id: string;
  combo_id: number;
  /** Fen, the combo's price when bought. */
  price: number;
  status: Generated<'unpaid' | 'paid' | 'cancelled' | 'lapsed' | 'refunding' | 'refunded'>;
  pay_before: Date;
  created_at: Date;
  paid_at: Date | null;
  start_time: Date | null;
  end_time: Date | null;
  refund_amount: number | null;
  refunded_at: Date | null;
}

/**
 * A friend's claim from a traveller's share link: one per friend, ever. The reward (a copy of
 * reward_template_id for the sharer) is settled once, by the friend's first order paid after the claim:
 * rewarded_order_id and rewarded_at are set then, reward_coupon_id too unless the reward template refused.
 */
export interface ShareClaimTable {
  id: Generated<string>;
  friend_user_id: string;
  sharer_user_id: string;
  /** The friend's coupon (a copy of the 'share-friend' template). */
  friend_coupon_id: string;
  /** The 'share-reward' template of the activity on the day of the claim. */
  reward_template_id: number;
  claimed_at: Date;
  rewarded_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  rewarded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reward_coupon_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A protected number connecting a traveller's mobile and a shop's phone for one order (call_bind). */
export interface PrivacyBindingTable {
  id: Generated<string>;
  order_id: string;
  user_id: string;
  /** The traveller's mainland mobile, 11 digits. */
  phone_a: string;
  /** The shop's phone as stored. */
  phone_b: string;
  virtual_number: string;
  /** Who gave the number: 'local' (the configured pool) or a real privacy-number service's name. */
  provider: string;
  provider_binding_id: string | null;
  expires_at: Date;
  created_at: Date;
}

export interface InvoiceTable {
  id: Generated<string>;
  /** One invoice per order (unique). */
  order_id: string;
  user_id: string;
  status: Generated<'requested' | 'issued' | 'voided'>;
  title_kind: 'personal' | 'company';
  title: string;
  /** The company's unified social credit code (GB 32100-2015); null on a personal title. */
  credit_code: string | null;
  email: string;
  address: string | null;
  phone: string | null;
  bank: string | null;
  bank_account: string | null;
  /** What was really paid when asked, fen, VAT included. */
  amount: number;
  /** VAT rate, percent. */
  tax_percent: number;
  /** Who issues it ('local', or the e-invoice service's name). */
  provider: string;
  /** 20 digits, once issued. */
  number: ColumnType<string | null, string | null | undefined, string | null>;
  /** The issued invoice's PDF. */
  pdf: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  created_at: Date;
  issued_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  emailed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  voided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  void_reason: ColumnType<'refund' | null, 'refund' | null | undefined, 'refund' | null>;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  body: string;
  /** [{ filename, contentType, size }]: read as parsed JSON, written as JSON text. */
  attachments: ColumnType<{ filename: string; contentType: string; size: number }[], string, string>;
  sent_at: Date;
}

/** Who brought a traveller (first touch, never replaced, never oneself). */
export interface PromotionAttributionTable {
  user_id: string;
  promoter_user_id: string;
  promotion_code: string;
  /** 'link' (the app link's ?promo=, sent with the first login) or 'wechat' (the official account's scene QR). */
  source: 'link' | 'wechat';
  attributed_at: Date;
}

/** A promoter's reward for one completed order of an attributed traveller. */
export interface RewardTable {
  id: Generated<string>;
  promoter_user_id: string;
  friend_user_id: string;
  /** One reward per order (unique). */
  order_id: string;
  /** Fen the friend paid for the order. */
  paid_amount: number;
  /** Fen earned. */
  amount: number;
  status: Generated<'pending' | 'withdrawable' | 'reversed'>;
  earned_at: Date;
  available_at: Date;
  released_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reversed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A withdrawal to a WeChat balance; one per (user_id, request_id). */
export interface WithdrawalTable {
  id: Generated<string>;
  user_id: string;
  /** The app's idempotency key. */
  request_id: string;
  /** Fen. */
  amount: number;
  openid: string;
  status: Generated<'processing' | 'paid' | 'failed'>;
  /** 'sandbox' or 'wechat'. */
  provider: string;
  /** The payout provider's idempotency key (WeChat's out_bill_no). */
  out_bill_no: string;
  /** The provider's id of the transfer, once known. */
  provider_bill_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why it failed (an error-catalogue key or the provider's code); null unless failed. */
  failure_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** WeChat's package_info while the transfer waits for the traveller to accept it (wx.requestMerchantTransfer); else null. */
  transfer_package: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Date;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A traveller's withdrawable money; `balance` is always the sum of their wallet_entry amounts, never negative. */
export interface WalletTable {
  user_id: string;
  /** Fen. */
  balance: Generated<number>;
  updated_at: Date;
}

/** An append-only ledger entry of a wallet (a trigger refuses UPDATE and DELETE). */
export interface WalletEntryTable {
  id: Generated<string>;
  user_id: string;
  kind: 'reward' | 'withdrawal' | 'withdrawal-returned';
  /** Fen: positive in, negative out. */
  amount: number;
  /** The wallet's balance after this entry, fen. */
  balance_after: number;
  reward_id: string | null;
  withdrawal_id: string | null;
  created_at: Date;
}

/** One real-name verification attempt. The ID number is never stored in clear. */
export interface IdentityVerificationTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  /** The ID number encrypted (see the verification service). */
  id_number_cipher: string;
  /** '310***********123X'. */
  id_number_masked: string;
  /** HMAC-SHA256 of the ID number (hex), to find the same number without decrypting. */
  id_number_hash: string;
  result: 'passed' | 'failed';
  /** Why it failed (an error-catalogue key or the provider's code); null when passed. */
  failure_code: string | null;
  /** 'local' or the identity-check service's name. */
  provider: string;
  created_at: Date;
}

/**
 * One fixed window of a request counter (the rate limits of every server process): `key` names the limit
 * and who it counts (a user or an address), `hits` the requests counted in [window_start, expires_at).
 * Expired rows are deleted by the periodic clean-up.
 */
export interface RateLimitWindowTable {
  key: string;
  window_start: Date;
  expires_at: Date;
  hits: number;
}

/** One client error an app sent (POST /api/user/log/), scrubbed; deleted 14 days after `received_at`. */
export interface ClientLogTable {
  id: Generated<string>;
  /** The sending device's Uniq header (6 characters): the rate limit counts its rows of the last hour. */
  uniq: string;
  app: 'consumer' | 'business';
  build: string;
  kind: 'error' | 'rejection' | 'api';
  message: string;
  stack: string | null;
  route: string;
  user_agent: string;
  occurred_at: Date;
  received_at: Date;
}
