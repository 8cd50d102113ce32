import { useLazyWxLinkQuery } from '@luggage/api/act-api';
import { useClientConfigQuery } from '@luggage/api/config-api';
import { isWeChatBrowser } from '@luggage/api/client';
import { toastShown, useAppDispatch } from '@luggage/api/store';
import { useTranslation } from 'react-i18next';
import './mini-program-bar.css';

/** The mini-program page the bar opens. */
const MINI_PROGRAM_PAGE = 'pages/index/index';

/**
 * The 50 px bottom bar that opens the mini-program through the link from /api/act/wx_link/ (spec §2 Home
 * screen). Shown only when the server has a mini-program link (/api/config/ `hasMiniProgram`), and never
 * inside the WeChat browser, where the web app already is the WeChat experience.
 */
export function MiniProgramBar() {
  const { t } = useTranslation('consumer');
  const dispatch = useAppDispatch();
  const [fetchLink, { isFetching }] = useLazyWxLinkQuery();
  const { data: config } = useClientConfigQuery();
  if (!config?.hasMiniProgram || isWeChatBrowser(navigator.userAgent)) return null;
  const open = async () => {
    const answer = await fetchLink({ page: MINI_PROGRAM_PAGE })
      .unwrap()
      .catch(() => null);
    if (answer) window.location.assign(answer.link);
    else dispatch(toastShown({ key: 'consumer:home.miniProgramFailed' }));
  };
  return (
    <div className="mini-program-bar">
      <span className="mini-program-bar__text">{t('home.miniProgramText')}</span>
      <button type="button" className="mini-program-bar__button" onClick={() => void open()} disabled={isFetching}>
        {t('home.miniProgramOpen')}
      </button>
    </div>
  );
}
