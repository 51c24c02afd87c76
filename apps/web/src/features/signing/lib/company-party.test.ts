import { describe, expect, it } from 'vitest';
import { signerField, signerView } from '../testing/signer-view';
import { signsForCompany, withSealFace } from './company-party';
import { isFilled, requiredProgress, submitBody } from './field-values';

const seal = signerField({ id: 11n, type: 'company_seal' });

describe('a company party', () => {
  it('is told by a company seal field of their own', () => {
    expect(signsForCompany(signerView({ fields: [signerField(), seal] }))).toBe(true);
    expect(signsForCompany(signerView({ fields: [signerField()] }))).toBe(false);
  });

  it('has their seal fields filled only once a seal is applied, and sends nothing for them', () => {
    const fields = [signerField({ id: 10n, type: 'text' }), seal];
    const typed = { '10': { text: 'Hello' } };
    expect(requiredProgress(fields, withSealFace(typed, fields, null))).toEqual({ done: 1, total: 2 });
    const sealed = withSealFace(typed, fields, 'data:image/png;base64,AAAA');
    expect(isFilled(seal, sealed['11'])).toBe(true);
    expect(requiredProgress(fields, sealed)).toEqual({ done: 2, total: 2 });
    expect(submitBody(fields, sealed)).toEqual([{ fieldId: 10n, text: 'Hello' }]);
  });
});
