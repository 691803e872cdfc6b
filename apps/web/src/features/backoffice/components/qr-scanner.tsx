import type { IScannerControls } from '@zxing/browser';
import { useEffect, useRef } from 'react';
import { cameraProblemOf, type CameraProblem } from './camera-problem.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type QrScannerProps = {
  /** the text of the first QR code read; the camera is already stopped */
  onRead: (text: string) => void;
  onProblem: (problem: CameraProblem) => void;
  onClose: () => void;
};

/**
 * The device camera (the back one on a phone) decoding QR codes with ZXing while it is shown. The camera
 * starts when this mounts and stops after the first read and when it unmounts, so it is never left on.
 */
export function QrScanner({ onRead, onProblem, onClose }: QrScannerProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onRead, onProblem });
  useEffect(() => {
    handlers.current = { onRead, onProblem };
  });

  useEffect(() => {
    let controls: IScannerControls | null = null;
    let stopped = false;
    const start = async () => {
      // without a secure context (https or localhost) browsers offer no camera at all
      if (!navigator.mediaDevices?.getUserMedia) {
        handlers.current.onProblem('unsupported');
        return;
      }
      const { BrowserQRCodeReader } = await import('@zxing/browser');
      if (stopped || !video.current) return;
      const reader = new BrowserQRCodeReader();
      const constraints = { video: { facingMode: { ideal: 'environment' } } };
      controls = await reader.decodeFromConstraints(constraints, video.current, (result, _error, scan) => {
        if (!result || stopped) return;
        stopped = true;
        scan.stop();
        handlers.current.onRead(result.getText());
      });
      if (stopped) controls.stop();
    };
    start().catch((error: unknown) => {
      if (stopped) return;
      handlers.current.onProblem(cameraProblemOf(error));
    });
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);

  return (
    <div className="check-in__scanner">
      <video ref={video} className="check-in__video" muted playsInline aria-label={t('console-check-in.camera_view')} />
      <p className="check-in__scanner-hint">{t('console-check-in.scan_hint')}</p>
      <button type="button" className="button button--secondary" onClick={onClose}>
        {t('console-check-in.stop_camera')}
      </button>
    </div>
  );
}
