import type { ShopDetail } from '@luggage/api/contract';
import { formatYuan } from '@luggage/domain/money';
import { shopAddress, shopDisplayName } from '@luggage/domain/shops';
import { useTranslation } from 'react-i18next';
import { offeredGoods } from '../../shared/shop-facts/offered-goods';
import { absoluteUrl } from './absolute-url';
import { appLink } from '../../shared/app-link';
import { PRODUCT_IMAGE_PATH } from './product-image';
import { ShareButton } from './share-button';
import type { ShareContent } from './share-content';
import './wechat-share.css';

/** The lowest price per item per day the shop takes for a booking (after its discount), in fen; null when none. */
function lowestPrice(shop: ShopDetail): number | null {
  if (!shop.isSupportScheduled) return null;
  const prices = offeredGoods(shop.inventory).map(({ price }) => price.discounted ?? price.price);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/**
 * The shop page's 'share': the card of the shop, titled with its name, described by its lowest price and
 * address (both in the app's language, as the page shows them), with its first photo (the app's icon when
 * it has none), linking to its page.
 */
export function ShopShareButton({ shop }: { shop: ShopDetail }) {
  const { t, i18n } = useTranslation('wechatShare');
  const price = lowestPrice(shop);
  // The address the page shows: English in English (when the shop has one), Chinese in Chinese.
  const address = shopAddress(shop, i18n.language);
  const content: ShareContent = {
    title: shopDisplayName(shop, i18n.language),
    description: price === null ? address : t('shopDescription', { price: formatYuan(price), address }),
    link: appLink(`/shop/${shop.id}`),
    imageUrl: absoluteUrl(shop.pics[0] ?? PRODUCT_IMAGE_PATH),
  };
  return (
    <ShareButton content={content} className="shop-share-button">
      {t('share')}
    </ShareButton>
  );
}
