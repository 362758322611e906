// The same notice at another legacy prefix (see old-url-notice.tsx).
export { loader, meta, handle, default, ErrorBoundary } from './old-url-notice.tsx'
