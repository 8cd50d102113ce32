const en = {
  share: 'share',
  sheetTitle: 'share with friends',
  inWeChat: 'Tap ··· at the top right to send it to a friend or share it to Moments.',
  copyByHand: 'Copy this link and send it to your friends:',
  link: 'link to share',
  done: 'got it',
  linkCopied: 'link copied',
  shopDescription: 'from ¥{{price}} / item / day · {{address}}',
  productTitle: 'Luggage storage nearby',
  productDescription: 'Find a partner shop near you, book online and travel light.',
  shareWithFriends: 'share with friends',
  backHome: 'back to home',
};

const zhCN: typeof en = {
  share: '分享',
  sheetTitle: '分享给好友',
  inWeChat: '点击右上角「···」，发送给朋友或分享到朋友圈。',
  copyByHand: '复制下面的链接，发送给好友：',
  link: '分享链接',
  done: '知道了',
  linkCopied: '链接已复制',
  shopDescription: '¥{{price}}/件/天起 · {{address}}',
  productTitle: '行李寄存 · 附近随时存',
  productDescription: '找到身边的合作门店，在线预约，轻装出行。',
  shareWithFriends: '分享给好友',
  backHome: '返回首页',
};

/** Texts of sharing: the share button and sheet, the shop's and the product's share card, #/share ('wechatShare' namespace). */
export const wechatShareLocales = { wechatShare: { en, 'zh-CN': zhCN } };
