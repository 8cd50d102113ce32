import { Button } from '@luggage/ui/button';
import { AlertDialog } from '@luggage/ui/dialogs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './shop-facts.css';

/** Props of {@link TaxiAddressButton}. */
export interface TaxiAddressButtonProps {
  /** The shop's Chinese name and address, as a driver reads them. */
  name: string;
  address: string;
}

/**
 * 'show to taxi driver': opens the shop's Chinese name and address in large type, to hold up to a driver
 * or a passer-by whatever the app's language (the text is marked Chinese for screen readers). On the shop
 * page and the walk-in page, next to the address.
 */
export function TaxiAddressButton({ name, address }: TaxiAddressButtonProps) {
  const { t } = useTranslation('shopFacts');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="taxi-address__show" onClick={() => setIsOpen(true)}>
        {t('taxi.show')}
      </Button>
      <AlertDialog
        open={isOpen}
        title={t('taxi.title')}
        message={
          <div className="taxi-address" lang="zh-CN">
            <p className="taxi-address__name">{name}</p>
            <p className="taxi-address__address">{address}</p>
          </div>
        }
        buttonText={t('taxi.close')}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}
