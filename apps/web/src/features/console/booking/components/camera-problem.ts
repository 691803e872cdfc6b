/** Why the camera could not scan: each has its own advice on the page. */
export type CameraProblem = 'refused' | 'no_camera' | 'busy' | 'unsupported' | 'failed';

/** getUserMedia's error names (MDN "MediaDevices: getUserMedia() exceptions") as the advice to give. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no_camera';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}
