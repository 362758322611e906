import { isIPv4, isIPv6 } from 'node:net'
import { InvalidIpRangeError } from '#server/errors.ts'

// Institutional sign-in matches the client address against stored ranges. Every address is kept
// as 16 bytes, IPv4 mapped into IPv6 (::ffff:a.b.c.d), so one bytewise comparison serves both
// families in either database.

export interface IpRange {
  /** Normalised text: `192.0.2.0/24`, `2001:db8::/32` or `10.0.0.1-10.0.0.9`. */
  text: string
  start: Buffer
  end: Buffer
}

const V4_MAPPED_PREFIX = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff])

function parseIpv4(text: string): Buffer | null {
  if (!isIPv4(text)) return null
  return Buffer.concat([V4_MAPPED_PREFIX, Buffer.from(text.split('.').map(Number))])
}

function parseIpv6(text: string): Buffer | null {
  const address = text.replace(/%.*$/, '') // a zone id (fe80::1%eth0) names an interface only
  if (!isIPv6(address)) return null
  const halves = address.split('::')
  const groups = (part: string): number[] => {
    if (part === '') return []
    const result: number[] = []
    for (const piece of part.split(':')) {
      if (piece.includes('.')) {
        const v4 = parseIpv4(piece)
        if (v4 === null) throw new Error('unreachable: isIPv6 accepted a bad embedded IPv4')
        result.push(v4.readUInt16BE(12), v4.readUInt16BE(14))
      } else {
        result.push(parseInt(piece, 16))
      }
    }
    return result
  }
  const head = groups(halves[0])
  const tail = halves.length === 2 ? groups(halves[1]) : []
  const all = [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail]
  const bytes = Buffer.alloc(16)
  all.forEach((group, i) => bytes.writeUInt16BE(group, i * 2))
  return bytes
}

/** 16 bytes for an IPv4 or IPv6 address (IPv4 as ::ffff:a.b.c.d), or null if not an address. */
export function parseIpAddress(text: string): Buffer | null {
  const trimmed = text.trim()
  return trimmed.includes(':') ? parseIpv6(trimmed) : parseIpv4(trimmed)
}

function isMappedV4(bytes: Buffer): boolean {
  return bytes.subarray(0, 12).equals(V4_MAPPED_PREFIX)
}

/** Text form: dotted quad for mapped IPv4, RFC 5952 compressed form for IPv6. */
export function formatIpAddress(bytes: Buffer): string {
  if (isMappedV4(bytes)) return [...bytes.subarray(12)].join('.')
  const groups = Array.from({ length: 8 }, (_, i) => bytes.readUInt16BE(i * 2))
  // The longest run of two or more zero groups (the first one on a tie) becomes '::'.
  let bestStart = -1
  let bestLength = 1
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++
      continue
    }
    let j = i
    while (j < 8 && groups[j] === 0) j++
    if (j - i > bestLength) {
      bestStart = i
      bestLength = j - i
    }
    i = j
  }
  const hex = (list: number[]) => list.map((g) => g.toString(16)).join(':')
  if (bestStart === -1) return hex(groups)
  return `${hex(groups.slice(0, bestStart))}::${hex(groups.slice(bestStart + bestLength))}`
}

function applyPrefix(address: Buffer, prefixBits: number): { start: Buffer; end: Buffer } {
  const start = Buffer.alloc(16)
  const end = Buffer.alloc(16)
  for (let i = 0; i < 16; i++) {
    const bits = Math.max(0, Math.min(8, prefixBits - i * 8))
    const mask = bits === 0 ? 0 : (0xff << (8 - bits)) & 0xff
    start[i] = address[i] & mask
    end[i] = (address[i] & mask) | (~mask & 0xff)
  }
  return { start, end }
}

/**
 * Parses an address (`192.0.2.7`), a CIDR block (`192.0.2.0/24`, `2001:db8::/32`; host bits are
 * cleared) or an inclusive range (`10.0.0.1-10.0.0.9`). Throws InvalidIpRangeError otherwise.
 */
export function parseIpRange(input: string): IpRange {
  const text = input.trim()
  const dash = text.indexOf('-')
  if (dash !== -1) {
    const start = parseIpAddress(text.slice(0, dash))
    const end = parseIpAddress(text.slice(dash + 1))
    if (start === null || end === null) throw new InvalidIpRangeError(input)
    if (isMappedV4(start) !== isMappedV4(end) || Buffer.compare(start, end) > 0) {
      throw new InvalidIpRangeError(input)
    }
    return { text: `${formatIpAddress(start)}-${formatIpAddress(end)}`, start, end }
  }
  const [addressText, prefixText, ...rest] = text.split('/')
  const address = parseIpAddress(addressText)
  if (address === null || rest.length > 0) throw new InvalidIpRangeError(input)
  const v4 = isMappedV4(address) && !addressText.includes(':')
  const maxBits = v4 ? 32 : 128
  const prefix = prefixText === undefined ? maxBits : Number(prefixText)
  if (!/^\d{1,3}$/.test(prefixText ?? String(maxBits)) || prefix > maxBits) {
    throw new InvalidIpRangeError(input)
  }
  const { start, end } = applyPrefix(address, v4 ? 96 + prefix : prefix)
  return { text: `${v4 ? formatIpAddress(start) : formatIpv6(start)}/${prefix}`, start, end }
}

/** IPv6 text even for a mapped IPv4 address, so `::ffff:0:0/96` keeps its meaning. */
function formatIpv6(bytes: Buffer): string {
  if (!isMappedV4(bytes)) return formatIpAddress(bytes)
  return `::ffff:${formatIpAddress(bytes)}`
}
