import { Button, type ButtonProps } from '@luggage/ui/button';
import { useState, type ReactNode } from 'react';
import type { ShareContent } from './share-content';
import { ShareSheet, type ShareSheetMode } from './share-sheet';
import { useShare } from './use-share';

/** Props of {@link ShareButton}. */
export interface ShareButtonProps {
  content: ShareContent;
  /** The button's label. */
  children: ReactNode;
  variant?: ButtonProps['variant'];
  className?: string;
}

/** A button that shares `content` (see useShare) and, inside WeChat or when the link must be copied by hand, opens the share sheet. */
export function ShareButton({ content, children, variant = 'secondary', className }: ShareButtonProps) {
  const share = useShare();
  const [sheet, setSheet] = useState<ShareSheetMode | null>(null);
  const onShare = async () => {
    const outcome = await share(content);
    if (outcome === 'inWeChat' || outcome === 'byHand') setSheet(outcome);
  };
  return (
    <>
      <Button variant={variant} className={className} onClick={() => void onShare()}>
        {children}
      </Button>
      <ShareSheet open={sheet !== null} mode={sheet ?? 'inWeChat'} link={content.link} onClose={() => setSheet(null)} />
    </>
  );
}
