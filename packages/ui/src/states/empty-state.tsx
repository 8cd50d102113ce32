import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import { StateLayout } from './state-layout';

/** A button offered by {@link EmptyState}, e.g. 'go and book'. */
export interface EmptyStateAction {
  /** Already-translated button text. */
  label: string;
  onClick: () => void;
}

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Text; defaults to 'nothing here yet' (暂无内容). */
  text?: string;
  /** A decorative illustration; defaults to a box icon. */
  icon?: ReactNode;
  /** An optional call to action under the text. */
  action?: EmptyStateAction;
}

/** What a list or screen shows when it has nothing to show. */
export function EmptyState({ text, icon, action }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  return (
    <StateLayout
      icon={icon ?? <Icon name="box" />}
      text={text ?? t('states.empty')}
      action={action && <Button onClick={action.onClick}>{action.label}</Button>}
    />
  );
}
