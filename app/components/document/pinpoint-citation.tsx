import { useEffect, useState } from 'react'
import { paragraphOfHash } from '#sites/pinpoints.ts'
import * as styles from './reading.css.ts'

/**
 * "Cite as" with the paragraph pinpoint: the paragraph whose ¶ link was followed (the address's
 * `#para-N`) is added as ", ¶ N". Without JavaScript the ¶ links still give each paragraph's address.
 */
export function PinpointCitation({
  citation,
  pinpoints,
}: {
  citation: string
  pinpoints: boolean
}) {
  const [paragraph, setParagraph] = useState<string | null>(null)
  useEffect(() => {
    if (!pinpoints) return
    // A paragraph the text does not have ('#para-9999') is no pinpoint.
    const read = () => {
      const n = paragraphOfHash(window.location.hash)
      setParagraph(n && document.getElementById(`para-${n}`) ? n : null)
    }
    read()
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [pinpoints])
  return (
    <>
      <p className={styles.citation}>
        {citation}
        {paragraph ? `, ¶ ${paragraph}` : ''}
      </p>
      {pinpoints ? (
        <p className={styles.provenanceDetail}>
          {paragraph
            ? 'Pinpoint to the paragraph you opened; its address ends in #para-' + paragraph + '.'
            : 'Numbered paragraphs have a ¶ link beside them: follow it to cite the paragraph.'}
        </p>
      ) : null}
    </>
  )
}
