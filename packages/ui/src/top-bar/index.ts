export { TopBar, type TopBarMenu, type TopBarProps } from './top-bar';
export { backTarget, type BackTarget } from './back-target';
