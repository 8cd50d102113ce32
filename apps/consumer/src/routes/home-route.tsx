import { useAppDispatch, useAppSelector } from '@luggage/api/store';
import { LanguageSwitch } from '@luggage/app-shell/i18n';
import { ConfirmDialog } from '@luggage/ui/dialogs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  cityPromptClosed,
  focusMoved,
  selectFocus,
  selectIsCityPromptOpen,
  selectSelectedShopId,
  shopSelected,
} from '../shared/map-home/map-home-slice';
import { FirstVisitHint } from '../features/first-visit-hint/first-visit-hint';
import { useLocateUser } from '../features/locate-me/use-locate-user';
import { MiniProgramBar } from '../features/mini-program-bar/mini-program-bar';
import { ShopCard } from '../features/shop-card/shop-card';
import { HomeMap } from './home-map';
import { HomeSearch } from './home-search';
import './home-route.css';

/** A coordinate from the URL ('lng=121.47&lat=31.23'), or null when absent or not a number. */
function coordinateParam(params: URLSearchParams, name: 'lng' | 'lat'): number | null {
  const text = params.get(name);
  const value = text === null || text === '' ? NaN : Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The home's shortcuts (spec §2 Home screen); a screen not built yet has none. */
const HOME_SHORTCUTS = [
  { to: '/help?tab=0', label: 'home.serviceGuide' },
  { to: '/coupons', label: 'home.coupons' },
  { to: '/safe', label: 'home.safety' },
] as const;

/**
 * #/ and #/home: the map home (spec §2 Home screen). It locates the traveller on the first visit of the
 * session unless a city was just chosen (city=1) or the URL already names a point (lng, lat).
 */
export function HomeRoute() {
  const { t } = useTranslation('consumer');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const focus = useAppSelector(selectFocus);
  const selectedShopId = useAppSelector(selectSelectedShopId);
  const isCityPromptOpen = useAppSelector(selectIsCityPromptOpen);
  const { locateUser, isLocating } = useLocateUser();
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const urlLng = coordinateParam(params, 'lng');
  const urlLat = coordinateParam(params, 'lat');
  const isCityJustChosen = params.get('city') === '1';

  useEffect(() => {
    if (focus.source !== 'default' || isCityJustChosen) return;
    if (urlLng !== null && urlLat !== null) dispatch(focusMoved({ lng: urlLng, lat: urlLat, source: 'place' }));
    else void locateUser({ onlyIfUntouched: true });
    // Only the first arrival at the home decides; later renders must not locate again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <HomeSearch onOpenChange={setIsSearchOpen} />
      <nav className="home__tools" aria-label={t('home.toolsLabel')}>
        {HOME_SHORTCUTS.map(({ to, label }) => (
          <Link key={to} className="lg-pill lg-floating" to={to}>
            {t(label)}
          </Link>
        ))}
        <LanguageSwitch />
      </nav>
      <HomeMap
        renderSelectedShop={(shop) => (
          <ShopCard
            shop={shop}
            mode="book"
            onAction={() => void navigate(`/book/${shop.id}`)}
            onClose={() => dispatch(shopSelected(null))}
          />
        )}
        onLocate={() => void locateUser()}
        isLocating={isLocating}
      />
      {selectedShopId === null && !isSearchOpen && <MiniProgramBar />}
      {/* One thing at a time: the hint waits while the city prompt is open. */}
      {!isCityPromptOpen && <FirstVisitHint />}
      <ConfirmDialog
        open={isCityPromptOpen}
        title={t('api:chooseCityTitle')}
        message={t('api:chooseCityMessage')}
        confirmText={t('home.switchCity')}
        cancelText={t('home.cancel')}
        onConfirm={() => {
          dispatch(cityPromptClosed());
          void navigate('/city');
        }}
        onCancel={() => dispatch(cityPromptClosed())}
      />
    </>
  );
}
