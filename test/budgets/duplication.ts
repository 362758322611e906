// The copy-paste check. jscpd (run first by the npm script, its report in var/jscpd/) counts, over
// the product code (app/, server/, sites/; tests and the frozen migrations left out, .jscpd.json),
// the lines that repeat another place token for token (50 tokens and 5 lines at least). The figure may not rise above the budget in
// ./duplication.json; when it falls, the check says so, and the budget is lowered to the new
// figure in the same commit: the budget only shrinks (docs/decisions/199).
//
//   npm run check:duplication [-- --list]   (part of npm test)
//   --list prints every repeated block, largest first.
import { readFileSync } from 'node:fs'

type Budget = { duplicatedLines: number }
type Place = { name: string; start: number; end: number }
type Report = {
  statistics: { total: { lines: number; duplicatedLines: number; clones: number } }
  duplicates: { lines: number; firstFile: Place; secondFile: Place }[]
}

const budget = JSON.parse(
  readFileSync(new URL('./duplication.json', import.meta.url), 'utf8'),
) as Budget
const report = JSON.parse(readFileSync('var/jscpd/jscpd-report.json', 'utf8')) as Report
const { lines, duplicatedLines, clones } = report.statistics.total
if (process.argv.includes('--list')) {
  for (const d of [...report.duplicates].sort((a, b) => b.lines - a.lines)) {
    const at = (p: Place) => `${p.name}:${p.start}-${p.end}`
    console.log(`${String(d.lines).padStart(4)}  ${at(d.firstFile)}  ${at(d.secondFile)}`)
  }
}
const share = ((duplicatedLines / lines) * 100).toFixed(2)
console.log(
  `repeated code: ${duplicatedLines} of ${lines} lines (${share}%) in ${clones} blocks; ` +
    `budget ${budget.duplicatedLines}`,
)
if (duplicatedLines > budget.duplicatedLines) {
  console.error(
    `More code repeats than the budget allows (${duplicatedLines} > ${budget.duplicatedLines} ` +
      'lines). Make the repeated logic one piece (npm run check:duplication -- --list names ' +
      'each block); the budget is never raised.',
  )
  process.exitCode = 1
} else if (duplicatedLines < budget.duplicatedLines) {
  console.log(
    `Less repeats than the budget: lower it to ${duplicatedLines} in test/budgets/duplication.json.`,
  )
}
