import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Why the camera cannot scan: not allowed, none usable, or the decoder failed to start. */
export type CameraProblem = 'denied' | 'missing' | 'failed';

/** Props of {@link CameraScanner}. */
export interface CameraScannerProps {
  /** A voucher code was read; the camera is already stopped. */
  onCode: (code: string) => void;
  /** The camera cannot be used; it is stopped (or was never started). */
  onProblem: (problem: CameraProblem) => void;
}

/** Frames looked at per second: enough for a steady hand, light on a phone's battery. */
const SCAN_INTERVAL_MS = 200;

/** The camera's answer to getUserMedia as a problem: a refusal by the user or the page's policy, or no camera. */
function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'missing';
}

/**
 * The back camera's live picture, read for a voucher QR code several times a second. The camera runs
 * while this is shown: it stops when a code is found, on a problem, and when this leaves the screen.
 */
export function CameraScanner({ onCode, onProblem }: CameraScannerProps) {
  const { t } = useTranslation('counter');
  const videoRef = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onCode, onProblem });
  useEffect(() => {
    handlers.current = { onCode, onProblem };
  });

  useEffect(() => {
    let isStopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      isStopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };

    const scan = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return handlers.current.onProblem('missing');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        if (!isStopped) handlers.current.onProblem(cameraProblem(error));
        return;
      }
      const video = videoRef.current;
      if (isStopped || !video) return stop();
      video.srcObject = stream;
      try {
        await video.play();
        const { readVoucherQr } = await import('./voucher-qr-reader');
        const tick = async () => {
          if (isStopped) return;
          const code = video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA ? await readVoucherQr(video) : null;
          if (isStopped) return;
          if (code) {
            stop();
            handlers.current.onCode(code);
          } else {
            timer = setTimeout(() => void tick().catch(fail), SCAN_INTERVAL_MS);
          }
        };
        await tick();
      } catch (error) {
        fail(error);
      }
    };
    const fail = (error: unknown) => {
      if (isStopped) return;
      stop();
      handlers.current.onProblem(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'failed');
    };

    void scan();
    return stop;
  }, []);

  return (
    <div className="counter-camera">
      <video ref={videoRef} className="counter-camera__video" aria-label={t('lookup.cameraVideo')} muted playsInline />
    </div>
  );
}
