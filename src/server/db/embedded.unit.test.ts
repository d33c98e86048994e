import { describe, expect, it } from 'vitest';
import { EmbeddedSetupError, parseEmbeddedSettings } from './embedded.ts';

describe('EMBEDDED_DB_SETTINGS', () => {
  it('reads name=value pairs over the small-server defaults', () => {
    expect(parseEmbeddedSettings(' shared_buffers=128MB, max_connections = 40 ,')).toEqual({
      shared_buffers: '128MB',
      max_connections: '40',
    });
    expect(parseEmbeddedSettings(undefined)).toEqual({});
  });

  it.each([
    ['shared_buffers', /is not name=value/],
    ["work_mem='4MB'", /is not name=value/],
    ['work_mem=4MB -c fsync=off', /is not name=value/],
    ['listen_addresses=*', /is the server's to set/],
    ['port=5433', /is the server's to set/],
  ])('refuses %s', (value, message) => {
    expect(() => parseEmbeddedSettings(value)).toThrow(EmbeddedSetupError);
    expect(() => parseEmbeddedSettings(value)).toThrow(message);
  });
});
