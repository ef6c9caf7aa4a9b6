import { describe, expect, it } from 'vitest';
import { pathsWithNul } from './edge-guard';
import { UploadedFile } from './multipart';

describe('pathsWithNul', () => {
  it('finds U+0000 in text, keys and file names at any depth, by field path', () => {
    const body = {
      first_name: 'Grace',
      last_name: 'Mil\u0000ler',
      client_bills: [{ amount: '1' }, { files: [new UploadedFile('scan\u0000.pdf', 'application/pdf', 1, '/tmp/x')] }],
      'odd\u0000key': 'x',
    };
    expect(pathsWithNul(body)).toEqual(expect.arrayContaining([['last_name'], ['client_bills', 1, 'files', 0], ['oddkey']]));
    expect(pathsWithNul(body)).toHaveLength(3);
  });

  it('finds nothing in clean values, numbers and nulls', () => {
    expect(pathsWithNul({ a: 'x', b: 1, c: null, d: [true, 'y'], e: undefined })).toEqual([]);
    expect(pathsWithNul(undefined)).toEqual([]);
  });

  it('walks a body nested far deeper than the call stack without overflowing', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(pathsWithNul(deep)[0]).toHaveLength(200_000);
  });
});
