import { useEffect, useRef } from 'react';
import { cameraProblemOf, type CameraProblem } from './camera-problem.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

type QrScannerProps = {
  /** the text of the first QR code read; the camera is already stopped */
  onRead: (text: string) => void;
  onProblem: (problem: CameraProblem) => void;
  onClose: () => void;
};

/** how often a camera frame is decoded: a ticket held up is read within a fifth of a second */
const lookEvery = 200;

/**
 * The device camera (the back one on a phone) decoding QR codes with jsQR (decision 036) while it is shown.
 * The camera starts when this mounts and stops after the first read and when it unmounts, so it is never
 * left on. A frame is decoded every `lookEvery` ms, scaled down to `frameSide` pixels, off a canvas.
 */
export function QrScanner({ onRead, onProblem, onClose }: QrScannerProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onRead, onProblem });
  useEffect(() => {
    handlers.current = { onRead, onProblem };
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      if (video.current) video.current.srcObject = null;
    };
    const start = async () => {
      // without a secure context (https or localhost) browsers offer no camera at all
      if (!navigator.mediaDevices?.getUserMedia) {
        handlers.current.onProblem('unsupported');
        return;
      }
      const [decoder, camera] = await Promise.all([
        import('./qr-frame.ts'),
        navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }),
      ]);
      stream = camera;
      const element = video.current;
      if (stopped || !element) {
        stop();
        return;
      }
      element.srcObject = camera;
      await element.play();
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2D canvas to read the camera with');
      const look = () => {
        if (stopped) return;
        if (element.readyState >= element.HAVE_CURRENT_DATA && element.videoWidth > 0) {
          const { width, height } = decoder.decodeSize(element.videoWidth, element.videoHeight);
          canvas.width = width;
          canvas.height = height;
          context.drawImage(element, 0, 0, width, height);
          const text = decoder.readQrCode(context.getImageData(0, 0, width, height).data, width, height);
          if (text !== null) {
            stop();
            handlers.current.onRead(text);
            return;
          }
        }
        timer = setTimeout(look, lookEvery);
      };
      look();
    };
    start().catch((error: unknown) => {
      if (stopped) return;
      stop();
      handlers.current.onProblem(cameraProblemOf(error));
    });
    return stop;
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
