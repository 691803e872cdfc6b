/**
 * Registers the service worker of the built app (pwa/web-app.ts) once the page has loaded, so its
 * download of the app's files never competes with the first screen. The dev server has no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // a failed registration only means no offline use; the page works as before
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
