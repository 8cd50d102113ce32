import { Card } from '@luggage/ui/layout';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appLink } from '../../shared/app-link';
import { absoluteUrl } from './absolute-url';
import { PRODUCT_IMAGE_PATH } from './product-image';
import { ShareButton } from './share-button';
import type { ShareContent } from './share-content';
import './wechat-share.css';

/**
 * The product to pass on to friends: its icon, name and what it does, shared as a card that opens the
 * home; `children` follow the share button (a guest's way to a share link of their own).
 */
export function ProductShareCard({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('wechatShare');
  const titleId = useId();
  const content: ShareContent = {
    title: t('productTitle'),
    description: t('productDescription'),
    link: appLink('/home'),
    imageUrl: absoluteUrl(PRODUCT_IMAGE_PATH),
  };
  return (
    <Card as="section" isRoomy gap={3} className="share-screen__card" aria-labelledby={titleId}>
      <img className="share-screen__icon" src={PRODUCT_IMAGE_PATH} alt="" width={96} height={96} />
      <h2 className="share-screen__title" id={titleId}>
        {content.title}
      </h2>
      <p className="share-screen__text">{content.description}</p>
      <ShareButton content={content} variant="primary" className="share-screen__share">
        {t('shareWithFriends')}
      </ShareButton>
      {children}
    </Card>
  );
}
