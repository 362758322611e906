// The texts of the IP edition's EQE Materials (/eqe-materials): the European Patent Convention
// with its Implementing Regulations and the Patent Cooperation Treaty with its Regulations, as
// the collection holds them (publications of the Dutch treaty register, one chapter per article
// or rule). `code` is how the exam's references name a text ("Art. 54 EPC").

export type EqeText = { code: string; publicationId: string; name: string }

export const EQE_TEXTS: readonly EqeText[] = [
  { code: 'EPC', publicationId: 'BWBV0003819', name: 'European Patent Convention' },
  { code: 'PCT', publicationId: 'BWBV0004680', name: 'Patent Cooperation Treaty' },
]

/** Provisions listed on one page of the article index. */
export const EQE_PAGE_SIZE = 60
