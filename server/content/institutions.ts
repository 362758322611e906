// The arbitration institutions that administer the awards' cases: the short name a record
// carries, and the long name pages show.
export const INSTITUTIONS: Record<string, string> = {
  ICSID: 'International Centre for Settlement of Investment Disputes',
  PCA: 'Permanent Court of Arbitration',
  SCC: 'Arbitration Institute of the Stockholm Chamber of Commerce',
  ICC: 'International Chamber of Commerce, International Court of Arbitration',
  LCIA: 'London Court of International Arbitration',
  UNCITRAL: 'Ad hoc arbitration under the UNCITRAL Arbitration Rules',
}
