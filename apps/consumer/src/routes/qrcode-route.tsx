import { isWeChatBrowser } from '@luggage/api/client';
import { PromotionCodeScreen } from '../features/rewards/promotion-code-screen';

/** #/qrcode: my promotion code (issue 16), for logged-in travellers; inside WeChat the official account's QR. */
export function QrcodeRoute() {
  return <PromotionCodeScreen isInWeChat={isWeChatBrowser(navigator.userAgent)} />;
}
