/**
 * The catalogue of error texts shared by the server (which answers in the request's language) and the
 * apps. English texts are the spec's (§8) verbatim; `{name}` placeholders are filled by {@link errorMessage}.
 */
export const ERROR_MESSAGES = {
  /** HTTP 200 with a falsy status and no errorMsg. */
  statusFalsy: { en: 'request error!', zh: '请求错误！' },
  /** Any other HTTP error. */
  requestError: { en: 'request error', zh: '请求错误' },
  /** HTTP 401. */
  tokenExpired: { en: 'token has expired, please log in again', zh: '登录已过期，请重新登录' },
  /** HTTP 404 on info_v2 / info_v3. */
  shopNotFound: { en: 'the merchant does not exist or has been taken off the shelves', zh: '商户不存在或已下架' },
  networkError: { en: 'no network connection, please try again later', zh: '网络未连接，请稍后重试' },
  locationUnavailable: { en: 'unable to get location', zh: '无法获取定位' },
  chooseCityTitle: { en: 'choose a city', zh: '选择城市' },
  chooseCityMessage: { en: 'please choose the city where you need storage', zh: '请选择您需要寄存的城市' },
  noShopsNearby: { en: 'no storage points nearby for now, you can try another place', zh: '附近暂无寄存点，可以换个地方试试' },
  cityHasNoShops: {
    en: '{city} has no storage points for now, please watch for new listings',
    zh: '{city}暂无寄存点，敬请期待新的寄存点',
  },
  /** Server: Sign header missing or not matching the payload. */
  signatureInvalid: { en: 'request signature is invalid', zh: '请求签名无效' },
  /** Server: Timestamp header outside the allowed window. */
  requestExpired: { en: 'request has expired, please check the time on your device', zh: '请求已过期，请检查设备时间' },
  /** Server: a parameter is missing, of the wrong type, out of range or too long. */
  invalidParameter: { en: 'invalid parameter: {field}', zh: '参数错误：{field}' },
  /** Server: HTTP 404 for a path that is not part of the API. */
  apiNotFound: { en: 'this API does not exist', zh: '接口不存在' },
  /** Server: an unexpected failure (HTTP 500). */
  serverError: { en: 'server error, please try again later', zh: '服务器错误，请稍后重试' },
  /** Server: a URL or header block over the server's limits (HTTP 414 or 431). */
  requestTooLarge: { en: 'the request is too large', zh: '请求过大' },
  /** Server: a client too slow to send its headers or its request (HTTP 408); the connection is closed. */
  requestTimedOut: { en: 'the request took too long, please try again', zh: '请求超时，请重试' },
  /** Server: POST /api/user/log/ from a device that sent its hour's client log entries already (HTTP 429). */
  clientLogLimited: { en: 'too many log entries from this device, please try again in an hour', zh: '此设备的日志条目过多，请一小时后再试' },
  /** Server: the database connection was lost mid-request (restart, failover); HTTP 503, nothing was written. */
  databaseUnavailable: { en: 'the service is briefly unavailable, please try again', zh: '服务暂时不可用，请重试' },
  /** Server: HTTP 429 with Retry-After: a caller or address over a request rate limit (RATE_LIMIT_* settings). */
  tooManyRequests: { en: 'too many requests, please try again in {seconds} s', zh: '操作过于频繁，请{seconds}秒后再试' },
  /** Server: order/add while the traveller has as many unpaid orders as allowed (UNPAID_ORDERS_PER_TRAVELLER). */
  unpaidOrdersLimit: {
    en: 'you have {count} unpaid orders, please pay or cancel one before booking again',
    zh: '您有{count}个未支付订单，请先支付或取消后再预订',
  },
  /** Server: order/add while the device (Uniq) has as many unpaid orders as allowed (UNPAID_ORDERS_PER_DEVICE). */
  deviceUnpaidOrdersLimit: {
    en: 'this device has {count} unpaid orders, please pay or cancel one before booking again',
    zh: '此设备有{count}个未支付订单，请先支付或取消后再预订',
  },
  /** Server: GET /api/ready while the database lacks migrations this server holds (HTTP 503). */
  migrationsPending: { en: 'the database is not up to date: migrations pending: {count}', zh: '数据库尚未更新：{count} 个迁移待执行' },
  /** Server: the maps service behind the place search failed or did not answer in time. */
  placeSearchUnavailable: { en: 'place search is unavailable, please try again later', zh: '地点搜索暂时不可用，请稍后重试' },
  /** Server: the maps service behind reverse geocoding failed or did not answer in time. */
  addressLookupUnavailable: {
    en: 'the address of this location is unavailable, please try again later',
    zh: '暂时无法获取该位置的地址，请稍后重试',
  },
  /** Server: an information page (GET /api/content/page/) that the server does not hold. */
  pageNotFound: { en: 'this page does not exist', zh: '该页面不存在' },
  /** Server: send_sms_code again before the resend wait is over. */
  smsResendTooSoon: { en: 'please wait {seconds} s before requesting another code', zh: '请{seconds}秒后再获取验证码' },
  /** Server: the phone has had its codes for this hour. */
  smsHourlyLimit: { en: 'too many codes this hour, please try again later', zh: '本小时获取验证码次数过多，请稍后再试' },
  /** Server: the phone has had its codes for this (Asia/Shanghai) day. */
  smsDailyLimit: { en: 'too many codes today, please try again tomorrow', zh: '今日获取验证码次数已达上限，请明天再试' },
  /** Server: the caller's address has asked for too many codes. */
  smsAddressLimit: { en: 'too many code requests from your network, please try again later', zh: '您的网络获取验证码过于频繁，请稍后再试' },
  /** Server: send_sms_code to a country calling code the server does not send to (SMS_COUNTRIES). */
  smsCountryNotSupported: {
    en: 'login codes cannot be sent to +{country} numbers, please use a phone number of another region',
    zh: '暂不支持向 +{country} 号码发送验证码，请使用其他地区的手机号',
  },
  /** Server: the SMS provider failed or did not answer in time. */
  smsSendFailed: { en: 'the SMS could not be sent, please try again later', zh: '短信发送失败，请稍后重试' },
  /** Server: login without any code sent to the phone. */
  smsCodeMissing: { en: 'please request a code first', zh: '请先获取验证码' },
  /** Server: login with a code that is not the one sent. */
  smsCodeWrong: { en: 'the code is wrong, please check it and try again', zh: '验证码错误，请检查后重试' },
  /** Server: login with a code older than its validity. */
  smsCodeExpired: { en: 'the code has expired, please request a new one', zh: '验证码已过期，请重新获取' },
  /** Server: login with a code that has logged in already. */
  smsCodeUsed: { en: 'the code has already been used, please request a new one', zh: '验证码已使用，请重新获取' },
  /** Server: the code had its wrong tries and is dead. */
  smsCodeTooManyTries: { en: 'too many wrong codes, please request a new one', zh: '验证码错误次数过多，请重新获取' },
  /** Server: the local SMS outbox holds no code for this phone. */
  smsOutboxEmpty: { en: 'no code has been sent to this phone', zh: '没有发送到该手机号的验证码' },
  /** Server: checkout at a shop that does not take scheduled bookings. */
  bookingNotSupported: { en: 'this shop does not take bookings for now', zh: '该寄存点暂不支持预约' },
  /** Server: checkout of a goods the shop does not store. */
  goodsNotOffered: { en: 'this shop does not store this kind of item, please remove it', zh: '该寄存点不寄存此类物品，请移除后再试' },
  /** Server: a booking (or a change of days) starting more than BOOKING_MAX_DAYS_AHEAD days after today. */
  startDateTooFar: { en: 'the start date can be at most {days} days ahead, please choose an earlier day', zh: '开始日期最多可选{days}天后，请选择更早的日期' },
  /** Server: checkout starting before today (Asia/Shanghai). */
  startDatePassed: { en: 'the start date has passed, please choose today or a later day', zh: '开始日期已过，请选择今天或之后的日期' },
  /** Server: checkout or add order when a day of the range has no room for the large items. */
  noRoomForBoots: {
    en: 'not enough room for large items on {date}, please choose other dates',
    zh: '{date}大件行李寄存位不足，请选择其他日期',
  },
  /** Server: checkout or add order when a day of the range has no room for the bags. */
  noRoomForBags: { en: 'not enough room for bags on {date}, please choose other dates', zh: '{date}小件行李寄存位不足，请选择其他日期' },
  /** Server: add order with an addOrderToken that is unknown or another user's. */
  orderTokenInvalid: { en: 'this booking is not valid, please book again', zh: '预订信息无效，请重新预订' },
  /** Server: add order with an addOrderToken older than its validity. */
  orderTokenExpired: { en: 'this booking has expired, please book again', zh: '预订已过期，请重新预订' },
  /** Server: add order with an addOrderToken that has made its order already. */
  orderTokenUsed: { en: 'this booking has already been placed as an order', zh: '该预订已下单，请勿重复提交' },
  /** Server: an extension (checkout or add order with delayId) of an order that is itself an extension or a change of shop. */
  extensionOfSupplement: { en: 'please extend the booking itself, not its extension', zh: '请对原订单续存，而不是对续存订单续存' },
  /** Server: an extension of a booking that is not paid (unpaid or lapsed). */
  extensionNotPaid: { en: 'only a paid booking can be extended', zh: '仅已支付的订单可以续存' },
  /** Server: an extension of a cancelled (or refunded) booking. */
  extensionCancelled: { en: 'this booking has been cancelled and cannot be extended', zh: '该订单已取消，无法续存' },
  /** Server: an extension of a booking whose luggage was handed back. */
  extensionCompleted: { en: 'the luggage has been picked up, this booking can no longer be extended', zh: '行李已取走，该订单无法续存' },
  /** Server: an extension while a cancellation application or change of days waits for the shop. */
  extensionApplicationPending: {
    en: 'this booking has a pending application, you can extend it once the shop has answered',
    zh: '该订单有待处理的申请，门店处理后才能续存',
  },
  /** Server: an extension whose first added day ({date}, the day after the current end) has passed. */
  extensionEndPassed: {
    en: 'the storage period has ended, the days since {date} are charged when you pick up your luggage',
    zh: '寄存期已结束，自{date}起的天数将在取件时收取',
  },
  /** Server: an extension while another extension or a change of shop of the booking waits for payment (one at a time). */
  extensionUnpaidPending: {
    en: 'an extension or a change of shop of this booking is waiting for payment, please pay or cancel it first',
    zh: '该订单有一笔续存或换店费用待支付，请先支付或取消',
  },
  /** Server: an extension whose new end date is not after the current end ({date}). */
  extensionEndNotLater: { en: 'the new end date must be after {date}', zh: '新的结束日期须晚于{date}' },
  /** Server: an extension checkout that changes the shop or the items, or does not start on {date}, the day after the current end. */
  extensionCartMismatch: {
    en: 'an extension keeps the shop and items of the booking and starts on {date}',
    zh: '续存须与原订单门店和物品一致，并从{date}开始',
  },
  /** Server: an extension checkout naming a coupon: coupons do not apply to extensions. */
  extensionNoCoupon: { en: 'coupons cannot be used for an extension', zh: '续存不能使用优惠券' },
  /** Server: add order whose delay/delayId does not match its addOrderToken (an extension's token with delay 0, or the other way round, or another booking). */
  extensionTokenMismatch: { en: 'this extension does not match the order, please try again', zh: '续存信息与订单不符，请重试' },
  /** Server: edit/apply (a change of days) of a booking with extensions paid or waiting for payment. */
  extendedBookingNotEditable: {
    en: 'this order has been extended, its storage days can no longer be changed',
    zh: '该订单已续存，无法修改寄存日期',
  },
  /** Server: order/cancel of an extension itself: it is cancelled (and refunded) with its booking. */
  extensionNotCancellable: { en: 'an extension is cancelled together with its booking', zh: '续存随原订单一起取消' },
  /** Server: an order call naming an order that does not exist or is not the caller's (the same answer for both). */
  orderNotFound: { en: 'order not found', zh: '订单不存在' },
  /** Server: pay/info or pay/notify for an order that is no longer waiting for payment. */
  orderNotPayable: { en: 'this order can no longer be paid, please book again', zh: '该订单已无法支付，请重新预订' },
  /** Server: pay/notify when the provider has no successful payment of the order. */
  paymentNotFound: { en: 'no payment has been received for this order yet', zh: '尚未收到该订单的付款' },
  /** Server: the payment provider failed or did not answer in time. */
  paymentUnavailable: { en: 'payment is unavailable, please try again later', zh: '支付暂时不可用，请稍后重试' },
  /** Server: pay/info with the WeChat provider and no openid. */
  openidRequired: { en: 'please open this page in WeChat to pay', zh: '请在微信中打开此页面进行支付' },
  /** Server: pay/info with an openid that is not the one bound to the caller. */
  openidMismatch: { en: 'your WeChat account has changed, please reopen this page in WeChat', zh: '微信账号已变更，请在微信中重新打开此页面' },
  /** Server: wechat/openid with a code WeChat refuses (used, expired or invented). */
  wechatCodeInvalid: { en: 'the WeChat authorisation has expired, please try again', zh: '微信授权已失效，请重试' },
  /** Server: wechat/openid with a WeChat account already linked to another phone number. */
  wechatBoundToAnotherUser: {
    en: 'this WeChat account is linked to another phone number; log in with that number to pay in WeChat',
    zh: '该微信已绑定其他手机号，请使用该手机号登录后在微信中支付',
  },
  /** Server: WeChat (authorisation, JS-SDK ticket, QR code) failed or did not answer in time. */
  wechatUnavailable: { en: 'WeChat is unavailable, please try again later', zh: '微信服务暂时不可用，请稍后重试' },
  /** Server: order/cancel after 24:00 (Asia/Shanghai) of the start day. */
  cancelDeadlinePassed: {
    en: 'free cancellation ended at 24:00 of the storage date, you can apply to the shop for cancellation',
    zh: '免费取消已于寄存当日24:00截止，您可以向门店申请取消',
  },
  /** Server: cancel, apply or edit an order whose luggage is stored. */
  orderAlreadyStored: { en: 'the luggage has been stored, this order can no longer be cancelled', zh: '行李已寄存，订单无法取消' },
  /** Server: cancel, apply, edit or review an order that is not paid (or already cancelled). */
  orderNotPaid: { en: 'this order is not paid', zh: '该订单未支付' },
  /** Server: apply_cancel while free cancellation is still possible. */
  cancelStillFree: { en: 'this order can still be cancelled free of charge', zh: '该订单仍可免费取消' },
  /** Server: apply_cancel or edit while another application of the order is pending. */
  applicationPending: { en: 'this order already has a pending application', zh: '该订单已有待处理的申请' },
  /** Server: cancel_apply, apply/reason or cancel_edit without a pending application of that kind. */
  applicationNotFound: { en: 'there is no pending application for this order', zh: '该订单没有待处理的申请' },
  /** Server: review before the start day or of an order reviewed already (never stored: orderNotStored). */
  reviewNotAllowed: { en: 'this order cannot be reviewed now', zh: '该订单暂不能评价' },
  /** Server: the same signed POST (same Sign, Timestamp and Uniq) sent a second time. */
  requestReplayed: { en: 'this request has already been received', zh: '请求已处理，请勿重复提交' },
  /** Server: business login or accept with a phone that works at no shop. */
  notStaff: { en: 'this phone is not registered as shop staff, please ask the shop owner to invite you', zh: '该手机号不是门店员工，请联系店主邀请您' },
  /** Server: a business call about a shop the caller does not work at (the same answer for an unknown shop). */
  shopAccessDenied: { en: 'you do not work at this shop', zh: '您不是该门店的员工' },
  /** Server: a staff member (not an owner) asks for an owner's action. */
  ownerOnly: { en: 'only the shop owner can do this', zh: '仅店主可以进行此操作' },
  /** Server: inviting a phone that already works at the shop. */
  alreadyStaff: { en: 'this phone already works at this shop', zh: '该手机号已是本店员工' },
  /** Server: accepting with a phone that has no open invitation. */
  inviteNotFound: { en: 'there is no invitation for this phone', zh: '该手机号没有待确认的邀请' },
  /** Server: removing an owner (or oneself). */
  ownerNotRemovable: { en: 'a shop owner cannot be removed', zh: '不能移除店主' },
  /** Server: a luggage photo that is not JPEG, PNG or WebP. */
  photoNotImage: { en: 'please upload a JPEG, PNG or WebP photo', zh: '请上传 JPEG、PNG 或 WebP 格式的照片' },
  /** Server: a luggage photo over 10 MB. */
  photoTooLarge: { en: 'the photo is larger than 10 MB, please take a smaller one', zh: '照片超过 10 MB，请重新拍摄' },
  /** Server: a luggage photo over the pixel limit. */
  photoTooManyPixels: { en: 'the photo has too many pixels, please take a smaller one', zh: '照片像素过多，请重新拍摄' },
  /** Server: check-in naming a photo that is unknown, another shop's or attached to another order. */
  photoNotFound: { en: 'a photo was not found, please take it again', zh: '照片不存在，请重新拍摄' },
  /** Server: check-in before the first storage day. */
  checkInTooEarly: { en: 'this booking starts on {date}, it cannot be checked in yet', zh: '该订单从{date}开始，暂不能寄存' },
  /** Server: check-in after the last storage day (the booked room is no longer held). */
  bookingEnded: { en: 'this booking ended on {date}, please make a new booking for the luggage', zh: '该订单已于{date}结束，请为行李重新下单' },
  /** Server: check-in of an order already in store. */
  alreadyCheckedIn: { en: 'the luggage of this order is already in store', zh: '该订单的行李已寄存' },
  /** Server: check-out, or a traveller's review, of an order whose luggage was never checked in at the shop. */
  orderNotStored: { en: 'the luggage of this order has not been stored at the shop', zh: '该订单的行李未在门店寄存' },
  /** Server: check-in or check-out of an order already handed back. */
  orderCompleted: { en: 'this luggage has already been handed back', zh: '该订单的行李已取走' },
  /** Server: change_store of an order whose luggage is at the shop or was handed back. */
  moveAlreadyStored: { en: 'the luggage has been stored, this order can no longer change shop', zh: '行李已寄存，订单无法更换寄存点' },
  /** Server: change_store naming the shop the booking is at. */
  moveSameShop: { en: 'this order is already at this shop, please choose another one', zh: '订单已在该寄存点，请选择其他寄存点' },
  /** Server: change_store of a booking with extensions paid or waiting for payment. */
  moveExtended: { en: 'this order has been extended, it can no longer change shop', zh: '该订单已续存，无法更换寄存点' },
  /** Server: change_store of a supplementary order (an extension or an earlier change of shop) instead of its booking. */
  moveNotBooking: { en: 'only the booking itself can change shop', zh: '只有原订单可以更换寄存点' },
  /** Server: the counter's amount differs from the server's (extra days at pick-up, walk-in price). */
  amountChanged: { en: 'the amount has changed, please check it again', zh: '金额已变化，请重新确认' },
  /** Server: a daily capacity below what is already booked on a day. */
  capacityBelowBookings: { en: '{count} items are already booked on {date}, the capacity cannot be lower', zh: '{date}已预订{count}件，容量不能低于此数' },
  /** Server: closing a day that has bookings. */
  closureHasBookings: { en: '{count} orders are booked on {date}, the day cannot be closed', zh: '{date}已有{count}个订单，不能设为休息日' },
  /** Server: a closed day in the past or too far ahead. */
  closureOutOfRange: { en: 'closed days can be set from today up to one year ahead', zh: '休息日只能设置为今天起一年内的日期' },
  /** Server: checkout or walk-in on a day the shop is closed. */
  shopClosedOnDate: { en: 'the shop is closed on {date}, please choose other dates', zh: '门店{date}休息，请选择其他日期' },
  /** Server: coupon_info or coupon_v2 of an unknown template (or one not claimed by id); a coupon id that is unknown or another traveller's. */
  couponNotFound: { en: 'coupon not found', zh: '优惠券不存在' },
  /** Server: coupon_v2 before the activity's claims open ({time}: 'yyyy-MM-dd HH:mm', Asia/Shanghai). */
  couponClaimNotStarted: { en: 'claiming this coupon starts at {time}', zh: '该优惠券将于{time}开始领取' },
  /** Server: coupon_v2 after the activity (or a window coupon's window) ended. */
  couponClaimEnded: { en: 'this coupon activity has ended', zh: '该优惠券活动已结束' },
  /** Server: coupon_v2 by a traveller who holds the per-person limit ({limit}) already. */
  couponLimitReached: { en: 'you have already claimed this coupon ({limit} per person)', zh: '您已领取过该优惠券（每人限领{limit}张）' },
  /** Server: coupon_v2 when every copy of the stock has been issued. */
  couponOutOfStock: { en: 'all of these coupons have been claimed', zh: '该优惠券已被领完' },
  /** Server: a coupon chosen at checkout that an unpaid order holds. */
  couponLocked: { en: 'this coupon is held by an unpaid order, pay or cancel that order first', zh: '该优惠券已被未支付的订单占用，请先支付或取消该订单' },
  /** Server: a coupon chosen at checkout that has been used. */
  couponUsed: { en: 'this coupon has already been used', zh: '该优惠券已使用' },
  /** Server: a coupon chosen at checkout whose validity has ended. */
  couponExpired: { en: 'this coupon has expired', zh: '该优惠券已过期' },
  /** Server: a coupon chosen at checkout before its validity starts ({date}: its first day, yyyy-MM-dd). */
  couponNotStarted: { en: 'this coupon can be used from {date}', zh: '该优惠券{date}起可用' },
  /** Server: a coupon chosen at checkout at a shop outside its scope. */
  couponNotForShop: { en: 'this coupon cannot be used at this shop', zh: '该优惠券不适用于此寄存点' },
  /** Server: a bag-only coupon chosen for a booking without bags. */
  couponOnlyForBags: { en: 'this coupon is only for bags', zh: '该优惠券仅限小件行李使用' },
  /** Server: a large-item-only coupon chosen for a booking without large items. */
  couponOnlyForSuitcases: { en: 'this coupon is only for large items', zh: '该优惠券仅限大件行李使用' },
  /** Server: a coupon chosen at checkout whose minimum spend ({amount}, yuan) the booking does not reach. */
  couponBelowMinimum: { en: 'this coupon needs a spend of at least ¥{amount}', zh: '该优惠券需满{amount}元可用' },
  /** Server: a coupon chosen at checkout that takes nothing off this booking. */
  couponNoDiscount: { en: 'this coupon takes nothing off this booking', zh: '该优惠券对本订单无优惠' },
  /** Server: call_bind for an order that is not paid, or whose luggage was handed back, cancelled or refunded. */
  callOrderInactive: { en: 'the shop can be called through a protected number only while the order is active', zh: '订单进行中才可通过隐私号联系寄存点' },
  /** Server: call_bind for a shop without a phone number. */
  callShopNoPhone: { en: 'this storage point has no phone number', zh: '该寄存点暂无联系电话' },
  /** Server: call_bind past CALL_BINDINGS_PER_DAY new numbers in 24 hours ({limit}). */
  callBindLimit: { en: 'you have asked for {limit} protected numbers in 24 hours, please try again later', zh: '24小时内已获取{limit}个隐私号，请稍后再试' },
  /** Server: call_bind when no protected number is free or the provider failed. */
  callNumbersUnavailable: { en: 'no protected number is available right now, please try again later', zh: '暂无可用的隐私号，请稍后再试' },
  /** Server: add order whose coupon another order took (or used) after the checkout. */
  couponUnavailable: { en: 'this coupon is no longer available', zh: '该优惠券已不可用' },
  /** Server: share_new or share_coupon with a share code no traveller has. */
  shareCodeNotFound: { en: 'this share link is not valid', zh: '分享链接无效' },
  /** Server: share_coupon from the caller's own share link. */
  shareOwnLink: { en: 'you cannot claim from your own share link', zh: '不能领取自己分享的优惠券' },
  /** Server: share_coupon by a traveller who has claimed from a share link before (once per friend, ever). */
  shareAlreadyClaimed: { en: 'you have already claimed a coupon from a friend’s share', zh: '您已领取过好友分享的优惠券' },
  /** Server: share_coupon by a traveller who has had an order paid, when the activity is for new customers only. */
  shareNewCustomersOnly: { en: 'this offer is for new customers only', zh: '该活动仅限新用户参与' },
  /** Server: share_new or share_coupon while no share activity (friend and reward coupon) is set up. */
  shareUnavailable: { en: 'sharing is not available now', zh: '分享活动暂未开放' },
  /** Server: a reply to a review that is unknown or of another shop (the same answer for both). */
  reviewNotFound: { en: 'review not found', zh: '评价不存在' },
  /** Server: a second reply to a review (one reply per review). */
  reviewAlreadyReplied: { en: 'this review already has the shop’s reply', zh: '该评价已有门店回复' },
  /** Server: a reply to a review that is blank. */
  reviewReplyEmpty: { en: 'please write a reply', zh: '请填写回复内容' },
  /** Server: a reply to a review over {max} characters. */
  reviewReplyTooLong: { en: 'a reply can be at most {max} characters', zh: '回复最多{max}个字' },
  /** Server: combo_info or combo_buy of an unknown combo, or one no longer on sale. */
  comboNotFound: { en: 'combo package not found', zh: '套餐不存在' },
  /** Server: a combo order call for an unknown combo order, or another traveller's. */
  comboOrderNotFound: { en: 'combo order not found', zh: '套餐订单不存在' },
  /** Server: paying a combo order that is paid, lapsed or cancelled. */
  comboOrderNotPayable: { en: 'this combo order can no longer be paid, please buy again', zh: '该套餐订单已无法支付，请重新购买' },
  /** Server: refunding a combo order that was never paid. */
  comboNotPaid: { en: 'this combo order has not been paid', zh: '该套餐订单尚未支付' },
  /** Server: refunding a combo order refunded (or being refunded) already. */
  comboAlreadyRefunded: { en: 'this combo order has already been refunded', zh: '该套餐订单已退款' },
  /** Server: refunding a combo order whose validity has ended. */
  comboRefundExpired: { en: 'this combo package has expired and can no longer be refunded', zh: '该套餐已过期，无法退款' },
  /** Server: refunding a combo order one of whose coupons an unpaid order holds. */
  comboCouponLocked: { en: 'a coupon of this package is held by an unpaid order, pay or cancel that order first', zh: '该套餐的优惠券已被未支付的订单占用，请先支付或取消该订单' },
  /** Server: refunding a combo order with nothing unused (or a share that rounds down to 0 fen). */
  comboNothingToRefund: { en: 'nothing of this combo package is left to refund', zh: '该套餐已无可退款的部分' },
  /** Server: bill (POST) for a company without its unified social credit code. */
  invoiceCreditCodeRequired: { en: 'please enter the company’s unified social credit code', zh: '请填写单位的统一社会信用代码' },
  /** Server: bill (POST) with a unified social credit code that is not 18 valid characters or whose check character is wrong (GB 32100-2015). */
  invoiceCreditCodeInvalid: { en: 'the unified social credit code is not valid, please check it', zh: '统一社会信用代码有误，请核对' },
  /** Server: bill (POST) with an email address that is not one. */
  invoiceEmailInvalid: { en: 'please enter a valid email address for the invoice', zh: '请填写正确的接收发票邮箱' },
  /** Server: bill (POST) for an order whose luggage has not been picked up (or that was not paid, or was cancelled). */
  invoiceOrderNotCompleted: { en: 'an invoice can be requested once the luggage has been picked up', zh: '行李取走后才可申请发票' },
  /** Server: bill (POST) for an order whose payments were all refunded. */
  invoiceNothingPaid: { en: 'nothing was paid for this order, so there is nothing to invoice', zh: '该订单没有实付金额，无法开具发票' },
  /** Server: bill (POST) for an order that has its invoice already (one per order). */
  invoiceExists: { en: 'an invoice has already been requested for this order', zh: '该订单已申请过发票' },
  /** Server: return_record for a reward that does not exist or is not the caller's. */
  rewardNotFound: { en: 'this reward does not exist', zh: '该奖励不存在' },
  /** Server: wx/qrcode before the caller's real name is verified (the app shows #/nocode). */
  promotionNeedsVerification: { en: 'verify your real name to get your promotion code', zh: '完成实名认证后即可获得推广码' },
  /** Server: withdraw before the caller's real name is verified. */
  withdrawalNeedsVerification: { en: 'please verify your real name before withdrawing', zh: '提现前请先完成实名认证' },
  /** Server: withdraw to an openid that is not the WeChat user bound to the caller. */
  withdrawalOpenidMismatch: { en: 'money can only be withdrawn to your own WeChat account', zh: '只能提现到您本人绑定的微信' },
  /** Server: withdraw below the minimum. */
  withdrawalBelowMinimum: { en: 'the smallest withdrawal is ¥{min}', zh: '单笔提现金额不能低于¥{min}' },
  /** Server: withdraw more than the withdrawable balance. */
  withdrawalAboveBalance: { en: 'the amount is more than your withdrawable balance of ¥{balance}', zh: '提现金额超过可提现余额¥{balance}' },
  /** Server: withdraw more than what is left of today's maximum. */
  withdrawalDailyLimit: { en: 'you can withdraw at most ¥{left} more today', zh: '今日最多还可提现¥{left}' },
  /** Server: withdrawlist's reason for a payout the provider refused or gave up ({reason}: its code); the money went back to the wallet. */
  payoutFailed: { en: 'the payout failed ({reason}), the money is back in your balance', zh: '提现失败（{reason}），金额已退回余额' },
  /** Server: withdrawlist's reason for a payout the sandbox refused (an openid starting sandbox-fail, or an amount ending in 99 fen). */
  payoutRefusedBySandbox: { en: 'the sandbox refused this payout, the money is back in your balance', zh: '沙箱拒绝了这笔提现，金额已退回余额' },
  /** Server: verify before the caller confirmed a real name by SMS (updatename). */
  realNameRequired: { en: 'please confirm your real name by SMS first', zh: '请先通过短信验证确认真实姓名' },
  /** Server: verify with an ID number that is not 18 characters or whose check character is wrong (GB 11643-1999). */
  idNumberInvalid: { en: 'the ID card number is not valid, please check it', zh: '身份证号码有误，请核对' },
  /** Server: verify with a name other than the one confirmed by SMS. */
  verifyNameMismatch: { en: 'the name must be the real name you confirmed: {name}', zh: '姓名须与您确认的真实姓名一致：{name}' },
  /** Server: verify when the caller is verified already; updatename with another name once verified. */
  alreadyVerified: { en: 'your real name is verified already', zh: '您已完成实名认证' },
  /** Server: verify after the day's attempts. */
  verifyDailyLimit: { en: 'too many verification attempts today, please try again tomorrow', zh: '今日认证次数过多，请明天再试' },
  /** Server: the identity-check service says the name and ID number do not belong together. */
  identityMismatch: { en: 'the name and ID card number do not match', zh: '姓名与身份证号码不一致' },
  /** Server: the identity-check service failed or did not answer in time; nothing was recorded. */
  identityCheckUnavailable: { en: 'real-name verification is unavailable, please try again later', zh: '实名认证服务暂时不可用，请稍后重试' },
  /**
   * Server: verify with an ID number another traveller has verified already (one person, one account that
   * earns and withdraws); the attempt is recorded as failed and counts against the day's attempts.
   */
  idNumberTaken: { en: 'this ID card number is verified on another account', zh: '该身份证号码已在其他账号完成实名认证' },
  /** Server: send_sms_code with area 'realname' for a phone other than the signed-in traveller's own. */
  realNameCodeOwnPhone: { en: 'the code can only be sent to the phone you are signed in with', zh: '验证码只能发送到您当前登录的手机号' },
} as const satisfies Record<string, { en: string; zh: string }>;

/** A key of {@link ERROR_MESSAGES}. */
export type ErrorMessageCode = keyof typeof ERROR_MESSAGES;

/** Whether `code` (an envelope's errorCode, a stored failure code) is a key of {@link ERROR_MESSAGES}. */
export function isErrorMessageCode(code: unknown): code is ErrorMessageCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code);
}

/** The languages of the catalogue. */
export type MessageLanguage = 'en' | 'zh';

/** 'zh' when an Accept-Language header (or a locale such as 'zh-CN') starts with zh, else 'en'. */
export function messageLanguage(acceptLanguage: string | undefined): MessageLanguage {
  return acceptLanguage?.trim().toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/**
 * The text of `code` in `language`, with `{name}` placeholders replaced from `values`
 * (e.g. `errorMessage('invalidParameter', 'en', { field: 'lng' })` → 'invalid parameter: lng').
 */
export function errorMessage(
  code: ErrorMessageCode,
  language: MessageLanguage,
  values: Record<string, string> = {},
): string {
  return ERROR_MESSAGES[code][language].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A catalogue text as a pattern: its `{name}` values stand for any text. */
const messagePattern = (text: string) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`, 's');

/**
 * The catalogue code whose text, in either language, `message` is ('this coupon needs a spend of at least
 * ¥12' is couponBelowMinimum), or undefined. For mocks and tests that only know a message; the apps read the
 * envelope's errorCode instead.
 */
export function catalogueCodeOf(message: string): ErrorMessageCode | undefined {
  return (Object.keys(ERROR_MESSAGES) as ErrorMessageCode[]).find((code) => isMessageOf(message, code));
}

/** Whether `message` is the text of `code` in either language, with any values. */
export function isMessageOf(message: string, code: ErrorMessageCode): boolean {
  return Object.values<string>(ERROR_MESSAGES[code]).some((text) => messagePattern(text).test(message));
}
