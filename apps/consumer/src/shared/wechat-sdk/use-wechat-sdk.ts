import { useLazyWxTicketQuery } from '@luggage/api/wechat-api';
import type { WeChatSdk } from 'weixin-js-sdk';
import { useCallback } from 'react';
import { loadWeChatSdk } from './load-wechat-sdk';

/**
 * {@link loadWeChatSdk} with the ticket from GET /api/wx/ticket/: call the function it returns when the
 * SDK is needed (a tap on 'share' or 'WeChat map'), never while rendering. It resolves to null outside WeChat.
 */
export function useWeChatSdk(): () => Promise<WeChatSdk | null> {
  const [fetchTicket] = useLazyWxTicketQuery();
  return useCallback(() => loadWeChatSdk({ fetchTicket: (url) => fetchTicket({ url }).unwrap() }), [fetchTicket]);
}
