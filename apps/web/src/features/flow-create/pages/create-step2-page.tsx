import { CreateStepLayout } from './create-step-layout';

export const CreateStep2Page = () => <CreateStepLayout step={2} />;
