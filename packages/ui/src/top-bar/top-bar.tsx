import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon';
import './top-bar.css';

/** The menu mode of {@link TopBar}: a home link to the main website and a user-centre button. */
export interface TopBarMenu {
  /** Address of the main website. */
  homeHref: string;
  /** Called by the user icon; the app navigates to /center. */
  onUser: () => void;
}

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** The screen title. */
  title: string;
  /** Called by the back control; omit to hide it. Use `backTarget(history.length)` to pick where to go. */
  onBack?: () => void;
  /** Shows the home link and user icon when given. */
  menu?: TopBarMenu;
  /** Renders nothing when true (the app sets it from the hideTopbar query parameter). */
  hidden?: boolean;
}

/** The screen header of spec §2: back control, title and, in menu mode, home link and user icon. */
export function TopBar({ title, onBack, menu, hidden = false }: TopBarProps) {
  const { t } = useTranslation('ui');
  if (hidden) return null;
  return (
    <header className="lg-top-bar">
      <div className="lg-top-bar__side">
        {onBack && (
          <button type="button" className="lg-top-bar__control" aria-label={t('topBar.back')} onClick={onBack}>
            <Icon name="back" />
          </button>
        )}
      </div>
      <h1 className="lg-top-bar__title">{title}</h1>
      <div className="lg-top-bar__side lg-top-bar__side--end">
        {menu && (
          <>
            <a className="lg-top-bar__control" href={menu.homeHref} aria-label={t('topBar.home')}>
              <Icon name="home" />
            </a>
            <button
              type="button"
              className="lg-top-bar__control"
              aria-label={t('topBar.userCentre')}
              onClick={menu.onUser}
            >
              <Icon name="user" />
            </button>
          </>
        )}
      </div>
    </header>
  );
}
