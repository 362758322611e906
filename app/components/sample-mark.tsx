import { sampleMark } from './sample-mark.css.ts'

/**
 * The unobtrusive mark on editorial content the project wrote as a sample (no public source):
 * it stays until a real feed replaces the entry.
 */
export function SampleMark() {
  return (
    <span className={sampleMark} title="Written for this demonstration; a real feed replaces it">
      Sample content
    </span>
  )
}
