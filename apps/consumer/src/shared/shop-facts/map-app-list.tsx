import { useTranslation } from 'react-i18next';
import { mapAppLinks } from './map-app-links';
import '../pill-row.css';

/** Props of {@link MapAppList}. */
export interface MapAppListProps {
  /** The shop's position (GCJ-02) and the name that labels its marker. */
  shop: { lng: number; lat: number; name: string };
  /** The id of the text that names the list ('navigate'). */
  labelledBy: string;
  className: string;
  linkClassName?: string;
}

/** The shop in AMap, Baidu Maps and Apple Maps: a row of pills (shop page, storage voucher). */
export function MapAppList({ shop, labelledBy, className, linkClassName }: MapAppListProps) {
  const { t } = useTranslation('shopFacts');
  return (
    <ul className={`pill-row ${className}`} aria-labelledby={labelledBy}>
      {mapAppLinks(shop).map(({ app, href }) => (
        <li key={app}>
          <a className={linkClassName ? `lg-pill ${linkClassName}` : 'lg-pill'} href={href}>
            {t(`mapApps.${app}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
