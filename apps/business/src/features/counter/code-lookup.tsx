import { Button } from '@luggage/ui/button';
import { TextField } from '@luggage/ui/text-field';
import { useId, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraScanner, type CameraProblem } from './camera-scanner';
import { Card } from '@luggage/ui/layout';

/** Props of {@link CodeLookup}. */
export interface CodeLookupProps {
  /** The code field's text as typed (or as scanned). */
  text: string;
  onText: (text: string) => void;
  /** Look the order up by this text (typed, scanned or read from a photo). */
  onFind: (text: string) => void;
  /** The field's error: a code of the wrong shape, 'order not found', another failure. */
  error?: string;
  isFinding: boolean;
  /** The order found, announced with the lookup's progress. */
  found?: string;
  /** Whether the camera is on; the screen turns it off on every lookup and when an order is shown. */
  isScanning: boolean;
  onScanningChange: (isScanning: boolean) => void;
  codeRef: RefObject<HTMLInputElement | null>;
}

const CAMERA_TEXT: Record<CameraProblem, string> = {
  denied: 'lookup.cameraDenied',
  missing: 'lookup.cameraMissing',
  failed: 'lookup.scannerFailed',
};

/**
 * How the counter finds an order: scan the voucher's QR code with the camera, read it from a photo, or type
 * the code. When the camera cannot be used, says why and puts the cursor in the code field.
 */
export function CodeLookup({ text, onText, onFind, error, isFinding, found: foundOrder, codeRef, isScanning, onScanningChange }: CodeLookupProps) {
  const { t } = useTranslation('counter');
  const id = useId();
  const [scanNote, setScanNote] = useState<string>();
  const [isReadingPhoto, setIsReadingPhoto] = useState(false);

  const found = (code: string) => {
    setScanNote(undefined);
    onText(code);
    onFind(code);
  };
  const cameraProblem = (problem: CameraProblem) => {
    onScanningChange(false);
    setScanNote(t(CAMERA_TEXT[problem]));
    codeRef.current?.focus();
  };
  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onScanningChange(false);
    setIsReadingPhoto(true);
    setScanNote(undefined);
    try {
      const { readVoucherQr } = await import('./voucher-qr-reader');
      const code = await readVoucherQr(file);
      if (code) found(code);
      else setScanNote(t('lookup.noQrInPhoto'));
    } catch {
      setScanNote(t('lookup.noQrInPhoto'));
    } finally {
      setIsReadingPhoto(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFind(text);
  };

  return (
    <Card as="section" gap={3} isRoomy aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="counter__heading">
        {t('lookup.heading')}
      </h2>
      <div className="counter-lookup__scan">
        <Button
          variant={isScanning ? 'secondary' : 'primary'}
          aria-pressed={isScanning}
          onClick={() => {
            setScanNote(undefined);
            onScanningChange(!isScanning);
          }}
        >
          {isScanning ? t('lookup.stopScan') : t('lookup.scan')}
        </Button>
        <label className="counter-photos__pick">
          {t('lookup.fromPhoto')}
          <input className="counter__file-input" type="file" accept="image/*" onChange={(event) => void readPhoto(event)} />
        </label>
      </div>
      {isScanning && <CameraScanner onCode={found} onProblem={cameraProblem} />}
      <div aria-live="polite">
        {isReadingPhoto && <p className="counter__hint">{t('lookup.reading')}</p>}
        {scanNote && (
          <p className="counter__error" role="alert">
            {scanNote}
          </p>
        )}
      </div>
      <form className="counter-lookup__form" onSubmit={submit} noValidate>
        <TextField
          id={`${id}-code`}
          label={t('lookup.codeLabel')}
          value={text}
          onValue={onText}
          inputRef={codeRef}
          error={error}
          placeholder={t('lookup.codeHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="counter-lookup__field"
        />
        <Button type="submit" disabled={isFinding}>
          {t('lookup.find')}
        </Button>
      </form>
      <p className="counter__hint" aria-live="polite">
        {isFinding ? t('lookup.finding') : (foundOrder ?? '')}
      </p>
    </Card>
  );
}
