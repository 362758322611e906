// `npm run alerts`: sends the due alert digests and saved search alerts once and prints what
// happened (for cron, or to try the e-mails locally: without SMTP_URL they land as .eml files in
// MAIL_OUTBOX).
import { isEnvError, parseEnv } from '#server/env.ts'
import { createServices } from '#server/services.ts'

async function main() {
  let env
  try {
    env = { ...parseEnv(), ALERTS_INTERVAL_MINUTES: 0 }
  } catch (error) {
    if (!isEnvError(error)) throw error
    console.error(error.message)
    process.exit(1)
  }
  const services = await createServices(env)
  try {
    const report = await services.alertJob.run()
    console.log(
      `Alert digests: ${report.due} due, ${report.sent} sent with ${report.items} items, ${report.failed.length} failed`,
    )
    for (const failure of report.failed)
      console.log(`  ${failure.subscriptionId}: ${failure.reason}`)
    const searches = await services.searchAlerts.run()
    console.log(
      `Saved search alerts: ${searches.due} due, ${searches.sent} sent with ${searches.documents} documents, ${searches.failed} failed`,
    )
    process.exitCode = report.failed.length > 0 || searches.failed > 0 ? 1 : 0
  } finally {
    await services.close()
  }
}

void main()
