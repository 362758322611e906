// The alert's preferences at this edition's address (see change-preferences.tsx).
export { loader, action, meta, handle, default, ErrorBoundary } from './change-preferences.tsx'
