import { ShareScreen } from '../features/wechat-share/share-screen';

/** #/share: the product to share with friends (spec §2). */
export function ShareRoute() {
  return <ShareScreen />;
}
