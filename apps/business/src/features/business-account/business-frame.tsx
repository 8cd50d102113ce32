import type { BusinessShop } from '@luggage/api/contract';
import { LanguageSwitch } from '@luggage/app-shell/i18n';
import { ScreenContent, ScreenTopBar } from '@luggage/app-shell/routing';
import { ConfirmButton } from '@luggage/ui/dialogs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BusinessNav } from './business-nav';
import { businessNavItems } from './business-nav-items';
import { ShopSwitcher } from './shop-switcher';
import './business-frame.css';

/** Props of {@link BusinessFrame}. */
export interface BusinessFrameProps {
  /** The screen's title (the page's <h1>). */
  title: string;
  /** Every shop the account works at. */
  shops: BusinessShop[];
  /** The shop worked at now (one of `shops`). */
  shop: BusinessShop;
  onShopChange: (storeId: number) => void;
  /** Called once the user confirmed the logout. */
  onLogout: () => void;
  /** Whether the next screen is loading (see ScreenContent). */
  isLeaving?: boolean;
  /** The screen, shown in <main>. */
  children: ReactNode;
}

/**
 * The signed-in business frame: the title bar, a bar with the shop (switcher), the language and logout
 * (after a confirmation), the screen in <main>, and the navigation by the role at the shop. Screens
 * reached from the tabs' screens (walk-in, requests) get a back control.
 */
export function BusinessFrame({ title, shops, shop, onShopChange, onLogout, isLeaving = false, children }: BusinessFrameProps) {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const isTab = businessNavItems(shop.role).some((item) => item.to === pathname);
  return (
    <div className="screen business-frame">
      <ScreenTopBar title={title} showBack={!isTab} />
      <div className="business-frame__bar">
        <ShopSwitcher shops={shops} current={shop} onChange={onShopChange} />
        <LanguageSwitch />
        <ConfirmButton
          variant="text"
          className="business-frame__logout"
          question={{ title: t('frame.logoutTitle'), message: t('frame.logoutQuestion'), confirmText: t('frame.logout') }}
          onConfirm={onLogout}
        >
          {t('frame.logout')}
        </ConfirmButton>
      </div>
      <ScreenContent isLeaving={isLeaving}>
        <main className="business-frame__main">{children}</main>
      </ScreenContent>
      <BusinessNav role={shop.role} />
    </div>
  );
}
