import { isWeChatBrowser } from '@luggage/api/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeChatSdk } from 'weixin-js-sdk';
import { MapAppList } from '../../shared/shop-facts/map-app-list';
import { useWeChatSdk } from '../../shared/wechat-sdk/use-wechat-sdk';
import '../../shared/pill-row.css';
import './voucher.css';

/** The shop as the navigation needs it: its position (GCJ-02), name and address. */
export interface NavigationTarget {
  lng: number;
  lat: number;
  name: string;
  address: string;
}

/** Props of {@link VoucherNavigation}. */
export interface VoucherNavigationProps {
  shop: NavigationTarget;
  /** The id of the text that names the navigation ('navigate with'). */
  labelledBy: string;
}

/** WeChat's map zoomed to a few streets around the shop. */
const WECHAT_MAP_SCALE = 16;

/** Opens WeChat's map at the shop; rejects when WeChat says it cannot. */
function openWeChatMap(wx: WeChatSdk, shop: NavigationTarget): Promise<void> {
  return new Promise((resolve, reject) => {
    // Our coordinates are GCJ-02, the system openLocation takes.
    wx.openLocation({
      latitude: shop.lat,
      longitude: shop.lng,
      name: shop.name,
      address: shop.address,
      scale: WECHAT_MAP_SCALE,
      success: () => resolve(),
      fail: ({ errMsg }) => reject(new Error(errMsg)),
    });
  });
}

/**
 * The voucher's way to the shop. Inside WeChat: 'open in WeChat map', WeChat's own map at the shop, from
 * which the traveller can start any navigation app; when the JS-SDK or the map fails, the map-app links
 * appear under it with a note. Elsewhere: the map-app links (AMap, Baidu Maps, Apple Maps).
 */
export function VoucherNavigation({ shop, labelledBy }: VoucherNavigationProps) {
  const { t } = useTranslation('voucher');
  const loadSdk = useWeChatSdk();
  const [hasWeChatMapFailed, setWeChatMapFailed] = useState(false);
  const mapApps = <MapAppList shop={shop} labelledBy={labelledBy} className="voucher__map-apps" />;
  if (!isWeChatBrowser(navigator.userAgent)) return mapApps;

  const openInWeChat = async () => {
    try {
      const wx = await loadSdk();
      if (!wx) throw new Error('the WeChat JS-SDK is only loaded inside WeChat');
      await openWeChatMap(wx, shop);
    } catch {
      setWeChatMapFailed(true);
    }
  };
  return (
    <>
      <ul className="pill-row voucher__map-apps" aria-labelledby={labelledBy}>
        <li>
          <button type="button" className="lg-pill" onClick={() => void openInWeChat()}>
            {t('weChatMap')}
          </button>
        </li>
      </ul>
      <p className="voucher__map-note" role="status">
        {hasWeChatMapFailed && t('weChatMapFailed')}
      </p>
      {hasWeChatMapFailed && mapApps}
    </>
  );
}
