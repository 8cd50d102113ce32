import { useTranslation } from 'react-i18next';
import { useScreenHandle } from './use-screen-handle';

/** The title of the screen being shown, from its handle's `titleKey`, in the UI language; '' without one. */
export function useScreenTitle(): string {
  const { t } = useTranslation();
  const handle = useScreenHandle();
  return handle ? t(handle.titleKey) : '';
}
