/**
 * Navigation for code outside React (the request layer's login redirect). The app registers the
 * router's navigate once it exists; before that, a full page load does the job.
 */
let navigateImpl: (to: string) => void = (to) => window.location.assign(to);

export function setNavigator(navigate: (to: string) => void): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
