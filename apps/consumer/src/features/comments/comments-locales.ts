const en = {
  count_one: '{{count}} review',
  count_other: '{{count}} reviews',
  score: 'score {{score}} out of 5',
  listLabel: 'reviews of this shop',
  latestLabel: 'latest reviews',
  loading: 'loading reviews…',
  empty: 'no reviews yet',
  loadMore: 'load more',
  loadingMore: 'loading more…',
  shown_one: '{{count}} review shown',
  shown_other: '{{count}} reviews shown',
  reviewBy: 'review by {{reviewer}}',
  reply: 'reply from the shop',
  allReviews_one: 'all {{count}} review',
  allReviews_other: 'all {{count}} reviews',
  backHome: 'back to the map',
};

const zhCN: typeof en = {
  count_one: '{{count}} 条评价',
  count_other: '{{count}} 条评价',
  score: '评分 {{score}}（满分 5 分）',
  listLabel: '门店评价',
  latestLabel: '最新评价',
  loading: '正在加载评价…',
  empty: '暂无评价',
  loadMore: '加载更多',
  loadingMore: '正在加载…',
  shown_one: '已显示 {{count}} 条评价',
  shown_other: '已显示 {{count}} 条评价',
  reviewBy: '{{reviewer}} 的评价',
  reply: '商家回复',
  allReviews_one: '查看全部 {{count}} 条评价',
  allReviews_other: '查看全部 {{count}} 条评价',
  backHome: '返回地图',
};

/** Texts of a shop's reviews: #/comments and the shop page's latest reviews ('comments' namespace). */
export const commentsLocales = { comments: { en, 'zh-CN': zhCN } };
