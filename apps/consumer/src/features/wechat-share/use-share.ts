import { isWeChatBrowser } from '@luggage/api/client';
import { toastShown, useAppDispatch } from '@luggage/api/store';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useWeChatSdk } from '../../shared/wechat-sdk/use-wechat-sdk';
import type { ShareContent } from './share-content';

/**
 * How a share went: inside WeChat the card is set and WeChat's own '···' menu shares it ('inWeChat');
 * elsewhere the system's share sheet took it ('shared') or was closed ('cancelled'), the link was copied
 * ('copied'), or nothing could take it and it is to be copied by hand ('byHand').
 */
export type ShareOutcome = 'inWeChat' | 'shared' | 'cancelled' | 'copied' | 'byHand';

/**
 * Shares `content` the best way the browser offers. Inside WeChat a page cannot open WeChat's share panel
 * itself: the JS-SDK sets the card that 'send to a friend' and 'share to Moments' in the '···' menu
 * show. Elsewhere: the Web Share API when there is one, else the link copied to the clipboard (with a
 * 'link copied' toast), else 'byHand'.
 */
export function useShare(): (content: ShareContent) => Promise<ShareOutcome> {
  const loadSdk = useWeChatSdk();
  const dispatch = useAppDispatch();
  const { t } = useTranslation('wechatShare');
  return useCallback(
    async ({ title, description, link, imageUrl }: ShareContent) => {
      if (isWeChatBrowser(navigator.userAgent)) {
        loadSdk().then(
          (wx) => {
            wx?.updateAppMessageShareData({ title, desc: description, link, imgUrl: imageUrl });
            wx?.updateTimelineShareData({ title, link, imgUrl: imageUrl });
          },
          // Without the SDK the '···' menu still shares the page, with WeChat's plain card.
          () => undefined,
        );
        return 'inWeChat';
      }
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, text: description, url: link });
          return 'shared';
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
          // The sheet refused the content (or is not allowed here): the link is copied instead.
        }
      }
      if (typeof navigator.clipboard?.writeText === 'function') {
        try {
          await navigator.clipboard.writeText(link);
          dispatch(toastShown({ text: t('linkCopied') }));
          return 'copied';
        } catch {
          // Writing was refused (no permission, page not focused): the link is shown instead.
        }
      }
      return 'byHand';
    },
    [loadSdk, dispatch, t],
  );
}
