import type { ComponentProps } from 'react';
import { LocateButton } from '../features/locate-me/locate-button';
import { NearbyShopsMap } from '../features/nearby-map/nearby-shops-map';
import './home-route.css';

/** Props of {@link HomeMap}: the selected shop's card, and the locate button's action and state. */
export type HomeMapProps = ComponentProps<typeof NearbyShopsMap> & ComponentProps<typeof LocateButton>;

/** The map of the home and of the map picker: the nearby shops, the selected one's card, 'locate me' in the corner. */
export function HomeMap({ renderSelectedShop, onLocate, isLocating }: HomeMapProps) {
  return (
    <div className="home__map">
      <NearbyShopsMap renderSelectedShop={renderSelectedShop} />
      <div className="home__locate">
        <LocateButton onLocate={onLocate} isLocating={isLocating} />
      </div>
    </div>
  );
}
