import { backTarget, TopBar, type TopBarMenu } from '@luggage/ui/top-bar';
import { useLocation, useNavigate } from 'react-router';

/**
 * The top bar of spec §2 wired to the router: back goes to / when the history is short, otherwise
 * one page back; hidden when the hideTopbar query parameter is present; in menu mode the user icon
 * leads to /center.
 */
export function ScreenTopBar({
  title,
  showBack = true,
  menuHomeHref,
}: {
  title: string;
  showBack?: boolean;
  /** Turns on menu mode with a home link to this address (the main website). */
  menuHomeHref?: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const hidden = new URLSearchParams(location.search).has('hideTopbar');
  const menuProps: TopBarMenu | undefined = menuHomeHref
    ? { homeHref: menuHomeHref, onUser: () => void navigate('/center') }
    : undefined;
  const onBack = () => {
    if (backTarget(window.history.length) === 'home') void navigate('/');
    else void navigate(-1);
  };
  return <TopBar title={title} hidden={hidden} menu={menuProps} onBack={showBack ? onBack : undefined} />;
}
