// The alert's sign-up page at this edition's address (see competition-subscribe.tsx).
export {
  loader,
  action,
  headers,
  meta,
  handle,
  default,
  ErrorBoundary,
} from './competition-subscribe.tsx'
