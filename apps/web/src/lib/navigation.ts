/** Lets non-React code (the API client, the session watcher) navigate with the app's router. */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => {
  window.location.assign(to);
};

export function setNavigate(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  navigateImpl(to, opts);
}
