import { describe, expect, it } from 'vitest';
import { isLocalRequest, isLoopbackAddress, isLoopbackHost } from './local-request.ts';

const TRUSTED = 'x-proxy-client-ip';
const local = (peer: string | undefined, headers: Record<string, string> = {}) =>
  isLocalRequest(peer, new Headers({ host: 'localhost:3000', ...headers }), TRUSTED);

describe('isLoopbackAddress', () => {
  it('accepts 127.0.0.0/8, ::1 and their IPv4-mapped forms', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it('refuses every other address, and none at all', () => {
    for (const address of [
      '10.0.0.1',
      '192.168.1.20',
      '0.0.0.0',
      '128.0.0.1',
      '::',
      '::2',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:192.168.1.20',
      'localhost',
      '',
      undefined,
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});

describe('isLoopbackHost', () => {
  it('accepts localhost, *.localhost and loopback literals, with or without a port', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'LOCALHOST:5173',
      'app.localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      '[::1]',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
  });

  it('refuses other names (a DNS-rebound page names its own host) and a missing Host', () => {
    for (const host of [
      'evil.example',
      'evil.example:3000',
      'localhost.evil.example',
      '192.168.1.20:3000',
      '[fe80::1]:3000',
      '',
      undefined,
    ]) {
      expect(isLoopbackHost(host), String(host)).toBe(false);
    }
  });
});

describe('isLocalRequest', () => {
  it('a loopback peer naming a loopback host, with no proxy header, is local', () => {
    expect(local('127.0.0.1')).toBe(true);
    expect(local('::1')).toBe(true);
    expect(local('::ffff:127.0.0.1')).toBe(true);
  });

  it('no socket (an in-process request) or a non-loopback peer is not', () => {
    expect(local(undefined)).toBe(false);
    expect(local('192.168.1.20')).toBe(false);
    expect(local('::ffff:10.1.2.3')).toBe(false);
  });

  it('a Host that is not loopback is not', () => {
    expect(local('127.0.0.1', { host: 'evil.example' })).toBe(false);
  });

  it('any proxy header, or the configured trusted IP header, makes it relayed', () => {
    for (const [name, value] of [
      ['forwarded', 'for=203.0.113.9'],
      ['x-forwarded-for', '127.0.0.1'],
      ['x-forwarded-host', 'localhost'],
      ['x-forwarded-proto', 'https'],
      ['x-real-ip', '127.0.0.1'],
      ['via', '1.1 proxy'],
      ['cf-connecting-ip', '203.0.113.9'],
      ['true-client-ip', '203.0.113.9'],
      ['x-client-ip', '203.0.113.9'],
      [TRUSTED, '127.0.0.1'],
    ]) {
      expect(local('127.0.0.1', { [name!]: value! }), name).toBe(false);
    }
    expect(local('127.0.0.1', { 'x-some-header': '1' })).toBe(true);
  });
});
