import { useState } from 'react';
import { useCurrentShop } from '../app/current-shop';
import { ShopSettings } from '../features/shop-day/shop-settings-view';

/** #/bussiness/settings: the current shop's hours, closed days and capacity (owners edit, staff read). */
export function BusinessSettingsRoute() {
  const { storeId, role } = useCurrentShop();
  // The day the screen opened on bounds the closed days that can be chosen.
  const [now] = useState(Date.now);
  return <ShopSettings storeId={storeId} role={role} now={now} />;
}
