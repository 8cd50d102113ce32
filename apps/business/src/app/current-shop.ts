import type { BusinessShop } from '@luggage/api/contract';
import { createContext, useContext } from 'react';

/** The shop the signed-in staff account is working at now (chosen in BusinessLayout when it has several). */
export const CurrentShopContext = createContext<BusinessShop | null>(null);

/** The current shop; only inside BusinessLayout (routes under #/bussiness). */
export function useCurrentShop(): BusinessShop {
  const shop = useContext(CurrentShopContext);
  if (!shop) throw new Error('useCurrentShop outside BusinessLayout');
  return shop;
}
