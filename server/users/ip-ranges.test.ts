import { describe, expect, test } from 'vitest'
import { isInvalidIpRangeError } from '#server/errors.ts'
import { formatIpAddress, parseIpAddress, parseIpRange } from './ip-ranges.ts'

function hex(bytes: Buffer | null) {
  return bytes?.toString('hex') ?? null
}

describe('IP addresses', () => {
  test('IPv4 maps into IPv6 space, so both spellings are one address', () => {
    expect(hex(parseIpAddress('192.0.2.1'))).toBe('00000000000000000000ffffc0000201')
    expect(hex(parseIpAddress('::ffff:192.0.2.1'))).toBe(hex(parseIpAddress('192.0.2.1')))
    expect(hex(parseIpAddress('::FFFF:c000:0201'))).toBe(hex(parseIpAddress('192.0.2.1')))
  })

  test('IPv6 forms expand fully', () => {
    expect(hex(parseIpAddress('::1'))).toBe('00000000000000000000000000000001')
    expect(hex(parseIpAddress('::'))).toBe('00000000000000000000000000000000')
    expect(hex(parseIpAddress('2001:db8::8:800:200c:417a'))).toBe(
      '20010db80000000000080800200c417a',
    )
    expect(hex(parseIpAddress('fe80::1%eth0'))).toBe('fe800000000000000000000000000001')
    expect(hex(parseIpAddress('1:2:3:4:5:6:7:8'))).toBe('00010002000300040005000600070008')
  })

  test('anything else is not an address', () => {
    for (const bad of ['', 'localhost', '256.1.1.1', '1.2.3', '01.2.3.4', '1::2::3', 'g::1']) {
      expect(parseIpAddress(bad)).toBeNull()
    }
  })

  test('formatting follows RFC 5952 and prints IPv4 as a dotted quad', () => {
    const round = (text: string) => formatIpAddress(parseIpAddress(text)!)
    expect(round('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1')
    expect(round('2001:db8:0:1:1:1:1:1')).toBe('2001:db8:0:1:1:1:1:1')
    expect(round('2001:0:0:1:0:0:0:1')).toBe('2001:0:0:1::1')
    expect(round('1:0:0:2:0:0:3:4')).toBe('1::2:0:0:3:4')
    expect(round('::')).toBe('::')
    expect(round('::ffff:10.1.2.3')).toBe('10.1.2.3')
  })
})

describe('IP ranges', () => {
  test('CIDR blocks clear host bits and cover the whole block', () => {
    const range = parseIpRange(' 192.0.2.77/24 ')
    expect(range.text).toBe('192.0.2.0/24')
    expect(formatIpAddress(range.start)).toBe('192.0.2.0')
    expect(formatIpAddress(range.end)).toBe('192.0.2.255')
    const v6 = parseIpRange('2001:db8:1234::/33')
    expect(v6.text).toBe('2001:db8::/33')
    expect(formatIpAddress(v6.end)).toBe('2001:db8:7fff:ffff:ffff:ffff:ffff:ffff')
  })

  test('a single address is a range of one', () => {
    const one = parseIpRange('127.0.0.2')
    expect(one.text).toBe('127.0.0.2/32')
    expect(one.start.equals(one.end)).toBe(true)
    expect(parseIpRange('::1').text).toBe('::1/128')
  })

  test('start-end ranges are inclusive and ordered', () => {
    const range = parseIpRange('10.0.0.1 - 10.0.0.9')
    expect(range.text).toBe('10.0.0.1-10.0.0.9')
    expect(formatIpAddress(range.end)).toBe('10.0.0.9')
  })

  test('bad ranges are refused with a typed error', () => {
    for (const bad of [
      '10.0.0.0/33',
      '10.0.0.0/',
      '10.0.0.0/-1',
      '2001:db8::/129',
      '10.0.0.9-10.0.0.1',
      '10.0.0.1-2001:db8::1',
      'example.org/24',
      '1.2.3.4/8/8',
    ]) {
      let caught: unknown
      try {
        parseIpRange(bad)
      } catch (error) {
        caught = error
      }
      expect(isInvalidIpRangeError(caught), bad).toBe(true)
    }
  })
})
