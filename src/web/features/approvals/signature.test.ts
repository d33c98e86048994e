import { describe, expect, it } from 'vitest';
import { APPROVAL_LIMITS } from '../../../shared/approvals.ts';
import { acceptEstimateInput } from '../../../shared/approval-inputs.ts';
import { canvasRatio, dataUrlBytes, signatureProblem, typedSignatureSize } from './signature.ts';

const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
const accepted = (signature: string) =>
  acceptEstimateInput.safeParse({
    optionId: '00000000-0000-4000-8000-000000000001',
    signerName: 'Ana Souza',
    signature,
  }).success;

describe('the signature image', () => {
  it('counts the bytes a data URL decodes to, padding included', () => {
    for (const n of [0, 1, 2, 3, 100, 1001]) expect(dataUrlBytes(png(n))).toBe(n);
  });

  it('is required, and must be a PNG data URL', () => {
    expect(signatureProblem(null)).toBe('signatureRequired');
    expect(signatureProblem('')).toBe('signatureRequired');
    expect(signatureProblem('data:image/jpeg;base64,AAAA')).toBe('signatureInvalid');
    expect(signatureProblem('data:image/svg+xml;base64,PHN2Zz4=')).toBe('signatureInvalid');
    expect(signatureProblem('data:image/png;base64,not base64!')).toBe('signatureInvalid');
    expect(signatureProblem(png(2000))).toBeNull();
  });

  it('is refused over the size limit, as the server refuses it', () => {
    const limit = APPROVAL_LIMITS.signatureBytes;
    expect(signatureProblem(png(limit))).toBeNull();
    expect(signatureProblem(png(limit + 1))).toBe('signatureInvalid');
    // Whatever the page lets through, the shared input schema accepts; and it refuses what the page refuses.
    expect(accepted(png(limit))).toBe(true);
    expect(accepted(png(2000))).toBe(true);
    expect(accepted('data:image/jpeg;base64,AAAA')).toBe(false);
  });
});

describe('drawing a typed signature', () => {
  it('fits the height for a short name and the width for a long one, never below 12 px', () => {
    // A short name: 60 % of a 160 px box.
    expect(typedSignatureSize(2, 340, 160)).toBe(96);
    // A long one on a phone: 90 % of the width.
    expect(typedSignatureSize(20, 340, 160)).toBe(15);
    expect(typedSignatureSize(200, 340, 160)).toBe(12);
    expect(typedSignatureSize(0, 340, 160)).toBe(96);
  });

  it('draws at the screen’s pixel ratio, between 1 and 2', () => {
    expect(canvasRatio(2.625)).toBe(2);
    expect(canvasRatio(1.5)).toBe(1.5);
    expect(canvasRatio(0)).toBe(1);
  });
});
