import type { VerifyResult, VerifyVerdict } from '@signet/contracts';

/** How a check came out; 'skipped' when there was no signature to check. */
export type CheckState = 'pass' | 'fail' | 'skipped';

export type CheckName = 'intact' | 'wholeFile' | 'certificate' | 'record';

export interface CheckView {
  name: CheckName;
  state: CheckState;
}

export type VerdictIcon = 'shieldCheck' | 'shieldX' | 'shieldQuestion' | 'fileOff';

export interface VerdictView {
  /** A Mantine colour: the verdict's tone. */
  color: 'green' | 'red' | 'orange' | 'gray';
  icon: VerdictIcon;
  titleKey: `verify.verdicts.${VerifyVerdict}.title`;
  bodyKey: `verify.verdicts.${VerifyVerdict}.body` | 'verify.verdicts.authentic.bodyNoRecord';
  adviceKey: `verify.verdicts.${VerifyVerdict}.advice`;
}

const TONES: Record<VerifyVerdict, Pick<VerdictView, 'color' | 'icon'>> = {
  authentic: { color: 'green', icon: 'shieldCheck' },
  modified: { color: 'red', icon: 'shieldX' },
  not_signet: { color: 'orange', icon: 'shieldQuestion' },
  unsigned: { color: 'gray', icon: 'fileOff' },
};

/**
 * The verdict as the page shows it: its tone and words. An authentic seal whose file is
 * not (or no longer) among our completed agreements has no sealing time to name.
 */
export function verdictView(result: Pick<VerifyResult, 'verdict' | 'agreement'>): VerdictView {
  const { verdict } = result;
  const noRecord = verdict === 'authentic' && result.agreement === null;
  return {
    ...TONES[verdict],
    titleKey: `verify.verdicts.${verdict}.title`,
    bodyKey: noRecord ? 'verify.verdicts.authentic.bodyNoRecord' : `verify.verdicts.${verdict}.body`,
    adviceKey: `verify.verdicts.${verdict}.advice`,
  };
}

const passOrFail = (ok: boolean): CheckState => (ok ? 'pass' : 'fail');

/**
 * The four checks in the order a reader follows them: the seal's bytes, its reach over
 * the file, whose certificate made it, and our own record of the final file.
 */
export function checksOf(result: Pick<VerifyResult, 'signature' | 'agreement'>): CheckView[] {
  const { signature } = result;
  const signed = (ok: boolean | undefined): CheckState => (signature ? passOrFail(Boolean(ok)) : 'skipped');
  return [
    { name: 'intact', state: signed(signature?.intact) },
    { name: 'wholeFile', state: signed(signature?.coversWholeFile) },
    { name: 'certificate', state: signed(signature?.sealedBySignet) },
    { name: 'record', state: passOrFail(result.agreement !== null) },
  ];
}
