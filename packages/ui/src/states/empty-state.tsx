import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import './states.css';

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
    <div className="lg-state">
      <div className="lg-state__icon" aria-hidden="true">
        {icon ?? <Icon name="box" />}
      </div>
      <p className="lg-state__text">{text ?? t('states.empty')}</p>
      {action && <Button onClick={action.onClick}>{action.label}</Button>}
    </div>
  );
}
