import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** spec part 1 §4, §9: sign-in and profile success redirect after 2 seconds, the success message showing meanwhile. */
export const successRedirectMs = 2_000;

/** Goes to `target` 2 seconds after it is set; null waits. */
export function useRedirectAfter(target: string | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (target === null) return;
    const timer = setTimeout(() => void navigate(target, { replace: true }), successRedirectMs);
    return () => clearTimeout(timer);
  }, [target, navigate]);
}
