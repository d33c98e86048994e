// Tasks for platform/contained.unit.test.ts: each misbehaves the way a third-party library can.

type Input =
  { kind: 'echo'; text: string } | { kind: 'reject' } | { kind: 'throw-later' } | { kind: 'spin' } | { kind: 'hog' };

export default async function task(input: Input): Promise<string> {
  switch (input.kind) {
    case 'echo':
      return input.text.toUpperCase();
    case 'reject':
      throw new Error('no such glyph');
    case 'throw-later':
      // As pdfkit's PNG decoder did: a throw from a callback, outside every try/catch.
      setImmediate(() => {
        throw new Error('invalid filter algorithm');
      });
      return new Promise(() => {});
    case 'spin':
      for (;;);
    case 'hog': {
      const kept: number[][] = [];
      for (;;) kept.push(new Array(1_000_000).fill(kept.length));
    }
  }
}
