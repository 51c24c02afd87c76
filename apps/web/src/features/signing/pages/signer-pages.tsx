import { IconCircleCheck, IconEye, IconPencilCheck, IconSignature } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';

type Stage = 'signStart' | 'sign' | 'signView' | 'signFinish';

const ICONS: Record<Stage, ReactNode> = {
  signStart: <IconSignature size={32} stroke={1.6} />,
  sign: <IconPencilCheck size={32} stroke={1.6} />,
  signView: <IconEye size={32} stroke={1.6} />,
  signFinish: <IconCircleCheck size={32} stroke={1.6} />,
};

/**
 * A signer's personal link, optionally with the notice view id of the e-mail it
 * came from. Signers may not use the product otherwise, so no link home.
 */
function SignerStagePage({ stage }: { stage: Stage }) {
  const { t } = useTranslation();
  const { flowSignerId } = useParams();
  return (
    <ComingSoon icon={ICONS[stage]} title={t(`pages.${stage}.title`)} body={t(`pages.${stage}.body`)} reference={flowSignerId} hideHome />
  );
}

export const SignStartPage = () => <SignerStagePage stage="signStart" />;
export const SignPage = () => <SignerStagePage stage="sign" />;
export const SignViewPage = () => <SignerStagePage stage="signView" />;
export const SignFinishPage = () => <SignerStagePage stage="signFinish" />;
