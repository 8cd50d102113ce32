const en = {
  title: 'change to {{shop}}?',
  pricing: 'checking the price at {{shop}}…',
  newAmount: 'new amount',
  yuan: '¥{{amount}}',
  difference: 'difference',
  toPay: 'pay ¥{{amount}} more',
  toRefund: '¥{{amount}} back to your payment',
  same: 'no difference',
  sameDays: 'the same items on the same days; the old storage point is released',
  confirm: 'change shop',
  confirmAndPay: 'pay and change',
  cancel: 'keep my shop',
  moved: 'your order is now at {{shop}}',
  movedRefund: 'your order is now at {{shop}}; ¥{{amount}} is on its way back',
  room: {
    checking: 'checking room for your booking…',
    here: 'your booking is at this shop',
    room: 'room for your booking on its days',
    full: 'no room for your booking on {{date}}',
    unknown: 'room for your booking is checked when you select',
  },
};

const zhCN: typeof en = {
  title: '更换到{{shop}}？',
  pricing: '正在查询{{shop}}的价格…',
  newAmount: '新金额',
  yuan: '¥{{amount}}',
  difference: '差价',
  toPay: '需补 ¥{{amount}}',
  toRefund: '退回 ¥{{amount}} 到原支付账户',
  same: '无差价',
  sameDays: '相同物品、相同日期；原寄存点的寄存位将释放',
  confirm: '确认更换',
  confirmAndPay: '补差价并更换',
  cancel: '暂不更换',
  moved: '订单已更换到{{shop}}',
  movedRefund: '订单已更换到{{shop}}，¥{{amount}} 将退回原支付账户',
  room: {
    checking: '正在查询该寄存点能否容纳您的订单…',
    here: '您的订单就在这个寄存点',
    room: '您订单的日期有空位',
    full: '{{date}}没有空位容纳您的订单',
    unknown: '选择后将查询是否有空位',
  },
};

/** Texts of the change of shop's confirmation ('changeShop' namespace). */
export const changeShopLocales = { changeShop: { en, 'zh-CN': zhCN } };
