// Peers sit under their title in some awards ('Lord Collins of Mapesbury') and under their own
// name in others ('Lawrence Collins'). The table below joins the titles met in the isds-awards
// texts to the holders' names, as the UK Parliament's register of the House of Lords
// (members.parliament.uk) gives them; Lord Dervaird is a Scottish judicial title (Senators of the
// College of Justice, judiciary.scot), held by John Murray. A short title ('Lord Collins') is
// listed only where one holder of it sits in the texts.

const PEERS: Record<string, string> = {
  'lord bingham': 'Thomas Bingham',
  'lord bingham of cornhill': 'Thomas Bingham',
  'lord collins': 'Lawrence Collins',
  'lord collins of mapesbury': 'Lawrence Collins',
  'lord dervaird': 'John Murray',
  'lord hoffmann': 'Leonard Hoffmann',
  'lord mance': 'Jonathan Mance',
  'lord mustill': 'Michael Mustill',
  'lord neuberger of abbotsbury': 'David Neuberger',
  'lord phillips': 'Nicholas Phillips',
  'lord phillips of worth matravers': 'Nicholas Phillips',
  'lord steyn': 'Johan Steyn',
}

/** A peer's own name for their title ('Lord Mustill' → 'Michael Mustill'), or the name as is. */
export function withoutPeerage(name: string): string {
  const own = PEERS[name.toLowerCase().replace(/\s+/g, ' ').trim()]
  if (own) return own
  // 'Lord Leonard Hoffmann': the title before a given name and surname.
  return name.replace(
    /^(?:lord|lady|baroness|baron)\s+(?=\p{Lu}[\p{L}.'’-]+\s+\p{Lu})(?!.*\sof\s)/iu,
    '',
  )
}
