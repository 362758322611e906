// The home, news and alert services, built together for the composition root: editorial content,
// the mailer, the alert store, the alert job and (when configured) its schedule.
import { createAlertStore, type AlertStore } from '#server/alerts/alert-store.ts'
import { runAlertJob, type AlertJobOptions, type AlertJobReport } from '#server/alerts/job.ts'
import type { Db } from '#server/db/connection.ts'
import type { Env } from '#server/env.ts'
import { runEvery } from '#server/jobs/every.ts'
import { createMailer, type Mailer } from '#server/mail/mailer.ts'
import { countMails, type Metrics } from '#server/ops/metrics.ts'
import { loadEditorialContent } from '#server/news/editorial.ts'
import { createNewsService, type NewsService } from '#server/news/news-service.ts'
import type { ContentStore, SearchEngine } from '#server/search/engine.ts'
import { createHomeService, type HomeService } from './home-service.ts'

export type AlertJob = { run(options?: AlertJobOptions): Promise<AlertJobReport> }

export type HomeAndAlerts = {
  news: NewsService
  home: HomeService
  mailer: Mailer
  alerts: AlertStore
  alertJob: AlertJob
}

export function createHomeAndAlerts(deps: {
  env: Env
  db: Db
  search: SearchEngine
  content: ContentStore
  metrics: Metrics
}): HomeAndAlerts & {
  stop(): void
} {
  const { env, db, search, content, metrics } = deps
  const editorial = loadEditorialContent(env.EDITORIAL_DIR)
  const news = createNewsService(editorial.news)
  const home = createHomeService({ search, content, news, developments: editorial.developments })
  const mailer = countMails(
    createMailer({ smtpUrl: env.SMTP_URL, outbox: env.MAIL_OUTBOX, from: env.MAIL_FROM }),
    metrics,
  )
  const alerts = createAlertStore(db)
  const alertJob: AlertJob = {
    async run(options = {}) {
      const report = await runAlertJob(
        { alerts, db, search, news, mailer, secret: env.SESSION_SECRET },
        { lookbackDays: env.ALERTS_LOOKBACK_DAYS, ...options },
      )
      metrics.alertDigests.inc({ what: 'run' })
      metrics.alertDigests.inc({ what: 'sent' }, report.sent)
      metrics.alertDigests.inc({ what: 'failed' }, report.failed.length)
      return report
    },
  }
  // Off in tests unless asked for; every 60 minutes elsewhere unless configured.
  const minutes = env.ALERTS_INTERVAL_MINUTES ?? (env.NODE_ENV === 'test' ? 0 : 60)
  const scheduler =
    minutes > 0 ? runEvery('Alert job', minutes * 60_000, () => alertJob.run()) : null
  return {
    news,
    home,
    mailer,
    alerts,
    alertJob,
    stop() {
      scheduler?.stop()
      mailer.close()
    },
  }
}
