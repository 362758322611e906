import type { Config } from '@react-router/dev/config'

// The yardstick of the render bench: the same framework, flags and server stack as the portal,
// with one route and nothing else.
export default {
  ssr: true,
  buildDirectory: '../../../var/bench/bare-build',
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config
