import { AlertDialog } from '@luggage/ui/dialogs';
import { useTranslation } from 'react-i18next';
import './wechat-share.css';

/** What the sheet says: tap WeChat's '···' menu, or copy the link by hand. */
export type ShareSheetMode = 'inWeChat' | 'byHand';

/** Props of {@link ShareSheet}. */
export interface ShareSheetProps {
  open: boolean;
  mode: ShareSheetMode;
  /** The shared page's URL, shown to copy by hand. */
  link: string;
  onClose: () => void;
}

/**
 * The dialog after 'share' when no share sheet of the browser takes it: inside WeChat, where to tap to
 * send the card to a friend or to Moments; elsewhere, the link in a field that selects all of it when focused.
 */
export function ShareSheet({ open, mode, link, onClose }: ShareSheetProps) {
  const { t } = useTranslation('wechatShare');
  const message =
    mode === 'inWeChat' ? (
      <p className="share-sheet__text">{t('inWeChat')}</p>
    ) : (
      <>
        <p className="share-sheet__text">{t('copyByHand')}</p>
        <input className="share-sheet__link" readOnly value={link} aria-label={t('link')} onFocus={(event) => event.currentTarget.select()} />
      </>
    );
  return <AlertDialog open={open} title={t('sheetTitle')} message={message} buttonText={t('done')} onClose={onClose} />;
}
