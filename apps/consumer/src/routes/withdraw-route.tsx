import { isWeChatBrowser } from '@luggage/api/client';
import { wechatAuthRetried } from '@luggage/api/session';
import { useAppDispatch, useAppSelector } from '@luggage/api/store';
import { WithdrawScreen } from '../features/rewards/withdraw-screen';

/**
 * #/withdraw: withdrawing to the WeChat balance (issue 16), for logged-in travellers, to the openid WeChat's
 * authorisation gave this session.
 */
export function WithdrawRoute() {
  const dispatch = useAppDispatch();
  const openid = useAppSelector((state) => state.session.user?.wechat?.openid);
  return <WithdrawScreen isInWeChat={isWeChatBrowser(navigator.userAgent)} openid={openid} onAuthoriseAgain={() => dispatch(wechatAuthRetried())} />;
}
